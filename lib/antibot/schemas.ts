import { z } from 'zod';
import { ANTIBOT_ACTIONS } from './pow';

export const antiBotChallengeQuerySchema = z.object({ action: z.enum(ANTIBOT_ACTIONS) });

export const antiBotChallengeSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('pow'), challenge: z.string(), difficulty: z.number().int() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
]);

import { antiBotChallengeQuerySchema, antiBotChallengeSchema } from '@/lib/antibot/schemas';
import { documentApi } from '@/lib/http/openapi';

documentApi({
  method: 'get',
  path: '/antibot/challenge',
  summary:
    'An anti-bot challenge for an action: a signed proof-of-work challenge (find a nonce so that sha256(challenge + nonce) has `difficulty` leading zero bits, then send `challenge.nonce` as the Recaptcha-Token header), or the reCAPTCHA site key when the board uses reCAPTCHA',
  tag: 'anti-bot',
  query: antiBotChallengeQuerySchema,
  response: antiBotChallengeSchema,
});

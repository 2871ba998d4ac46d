import * as z from 'zod/mini';
import { NAME_MAX, PHONE_PATTERN, PROFILE_MESSAGE_MAX } from './constants';

// zod/mini: the profile's personal-data form validates in the browser with this same schema (the route
// parses PATCH /api/v2/user-panel/profile with it).

/** PATCH /api/v2/user-panel/profile: the candidate's name, phone and message to employers. */
export const profileUpdateSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, { error: 'nameRequired' }), z.maxLength(NAME_MAX)),
  lastName: z._default(z.string().check(z.trim(), z.maxLength(NAME_MAX)), ''),
  phone: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(32),
      z.refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'invalidPhone' }),
    ),
    '',
  ),
  message: z._default(z.string().check(z.maxLength(PROFILE_MESSAGE_MAX)), ''),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

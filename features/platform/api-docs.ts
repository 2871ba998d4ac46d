import { antiBotChallengeQuerySchema, antiBotChallengeSchema } from '@/lib/antibot/schemas';
import { mailboxQuerySchema, mailboxResponseSchema } from '@/features/dev-mailbox/schemas';
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

documentApi({
  method: 'get',
  path: '/dev/mailbox',
  summary:
    "The board's outbox, newest first, optionally for one address (development, ENABLE_DEV_MAILBOX or the embedded demo database; 404 otherwise)",
  tag: 'development',
  query: mailboxQuerySchema,
  response: mailboxResponseSchema,
});

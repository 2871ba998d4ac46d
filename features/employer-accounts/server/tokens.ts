import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** A fresh link token (only its hash is stored) . */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The `verifications` identifier of a sign-up confirmation token. */
export const confirmationIdentifier = (token: string) => `employer-confirm:${hashToken(token)}`;

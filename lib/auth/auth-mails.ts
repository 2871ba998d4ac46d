import { createTranslator } from 'next-intl';
import type { Db } from '@/lib/db/client';
import { enqueueMail } from '@/lib/mail/outbox';
import { renderMail } from '@/lib/mail/render';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { localizedPath, paths } from '@/lib/paths';
import { ACCOUNT_VERIFIED_QUERY } from './account-verified';
import type { AuthScope } from './context';

const MESSAGES = { pl, en } as const;

const t = (scope: AuthScope) =>
  createTranslator({ locale: scope.locale, messages: MESSAGES[scope.locale], namespace: 'authMail' });

/** The verification link lands on the home page with the account-verified dialog, signed in. */
export function verificationUrl(scope: AuthScope, token: string): string {
  const callback = localizedPath(scope.locale, paths.homeWith(ACCOUNT_VERIFIED_QUERY));
  return `${scope.origin}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callback)}`;
}

export async function sendVerificationMail(
  db: Db,
  scope: AuthScope,
  user: { email: string; name: string },
  token: string,
) {
  const tr = t(scope);
  const { html, text } = renderMail({
    brand: scope.brand,
    heading: tr('verify.heading'),
    paragraphs: [tr('verify.greeting', { name: user.name }), tr('verify.body')],
    action: { label: tr('verify.action'), url: verificationUrl(scope, token) },
    footer: [tr('verify.footer')],
  });
  await enqueueMail(db, {
    tenantId: scope.tenantId,
    to: user.email,
    subject: tr('verify.subject', { brand: scope.brand }),
    html,
    text,
  });
}

export async function sendPasswordResetMail(
  db: Db,
  scope: AuthScope,
  user: { email: string; name: string },
  token: string,
) {
  const tr = t(scope);
  // Employer resets link to the employer page (scope.resetPath); candidates to theirs.
  const url = `${scope.origin}${localizedPath(scope.locale, scope.resetPath ? `${scope.resetPath}?token=${encodeURIComponent(token)}` : paths.resetPassword(token))}`;
  const { html, text } = renderMail({
    brand: scope.brand,
    heading: tr('reset.heading'),
    paragraphs: [tr('reset.greeting', { name: user.name }), tr('reset.body')],
    action: { label: tr('reset.action'), url },
    footer: [tr('reset.footer')],
  });
  await enqueueMail(db, {
    tenantId: scope.tenantId,
    to: user.email,
    subject: tr('reset.subject', { brand: scope.brand }),
    html,
    text,
  });
}

export async function sendAlreadyRegisteredMail(db: Db, scope: AuthScope, user: { email: string; name: string }) {
  const tr = t(scope);
  const { html, text } = renderMail({
    brand: scope.brand,
    heading: tr('existing.heading'),
    paragraphs: [tr('existing.greeting', { name: user.name }), tr('existing.body')],
    action: { label: tr('existing.action'), url: `${scope.origin}${localizedPath(scope.locale, paths.login())}` },
    footer: [tr('existing.footer', { url: `${scope.origin}${localizedPath(scope.locale, paths.forgotPassword())}` })],
  });
  await enqueueMail(db, {
    tenantId: scope.tenantId,
    to: user.email,
    subject: tr('existing.subject', { brand: scope.brand }),
    html,
    text,
  });
}

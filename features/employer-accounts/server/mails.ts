import 'server-only';
import { createTranslator } from 'next-intl';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { renderMail } from '@/lib/mail/render';
import { paths } from '@/lib/paths';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { localized } from '../paths';

const MESSAGES = { pl, en } as const;

/** Where a mail is written for: the board (name, public origin) and the language (the company's). */
export interface MailScope {
  tenantId: number;
  brand: string;
  origin: string;
  locale: Locale;
}

const translator = (locale: Locale) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'employerMail' });

const link = (scope: MailScope, path: string) => `${scope.origin}${localized(scope.locale, path)}`;

async function send(
  db: DbOrTx,
  scope: MailScope,
  to: string,
  kind: 'confirm' | 'invite' | 'removed' | 'existing',
  values: Record<string, string | number>,
  url?: string,
) {
  const t = translator(scope.locale);
  const v = { ...values, brand: scope.brand };
  const { html, text } = renderMail({
    brand: scope.brand,
    heading: t(`${kind}.heading`, v),
    paragraphs: [t(`${kind}.greeting`, v), t(`${kind}.body`, v)],
    action: url ? { label: t(`${kind}.action`, v), url } : undefined,
    footer: [t(`${kind}.footer`, v)],
  });
  await enqueueMail(db, { tenantId: scope.tenantId, to, subject: t(`${kind}.subject`, v), html, text });
}

/** The link that confirms a new company account (valid 24 hours, once). */
export const confirmationUrl = (scope: MailScope, token: string) =>
  `${link(scope, paths.employerConfirm())}?token=${encodeURIComponent(token)}`;

export const invitationUrl = (scope: MailScope, token: string) =>
  `${link(scope, paths.employerInvitation())}?token=${encodeURIComponent(token)}`;

export const sendConfirmationMail = (db: DbOrTx, scope: MailScope, to: string, name: string, token: string) =>
  send(db, scope, to, 'confirm', { name }, confirmationUrl(scope, token));

export const sendInvitationMail = (
  db: DbOrTx,
  scope: MailScope,
  to: string,
  values: { inviter: string; company: string; right: string; days: number },
  token: string,
) => send(db, scope, to, 'invite', values, invitationUrl(scope, token));

export const sendRemovedMail = (db: DbOrTx, scope: MailScope, to: string, name: string, company: string) =>
  send(db, scope, to, 'removed', { name, company });

/** Somebody signed a company up with an address that has an account: tell its owner, not the form. */
export const sendExistingAccountMail = (db: DbOrTx, scope: MailScope, to: string, name: string) =>
  send(
    db,
    scope,
    to,
    'existing',
    { name, reset: link(scope, paths.employerForgotPassword()) },
    link(scope, paths.employerSignIn()),
  );

/** The right's name in a mail's language. */
export const rightLabel = (locale: Locale, right: string) =>
  translator(locale)(`rights.${right as 'owner' | 'admin' | 'recruiter'}`);

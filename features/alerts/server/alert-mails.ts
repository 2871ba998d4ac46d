import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { renderMail } from '@/lib/mail/render';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { activationUrl, oneClickUrl, registerUrl, searchPageUrl, unsubscribeUrl } from './alert-links';

const MESSAGES = { pl, en } as const;
const translators = new Map<Locale, ReturnType<typeof makeTranslator>>();
const makeTranslator = (locale: Locale) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'alerts.mail' });
/** One translator per language, kept: a digest run renders thousands of mails. */
function tr(locale: Locale) {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = makeTranslator(locale)));
  return t;
}

export interface AlertMailTarget {
  tenantId: number;
  tenantSlug: string;
  brand: string;
  origin: string;
  locale: Locale;
  to: string;
  jobFilterId: number;
  name: string;
  searchUrl: string;
  unsubscribeCode: string;
}

/** RFC 2369 / 8058 headers: mail clients show an unsubscribe button that POSTs once. */
export function unsubscribeHeaders(target: AlertMailTarget): Record<string, string> {
  const oneClick = oneClickUrl(target.origin, target.tenantSlug, target.jobFilterId, target.unsubscribeCode);
  const host = new URL(target.origin).hostname;
  return {
    'List-Unsubscribe': `<${oneClick}>, <mailto:unsubscribe@${host}?subject=unsubscribe-${target.jobFilterId}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The e-mail that activates a guest's alert (and, when asked, invites to create a profile). */
export function activationMail(target: AlertMailTarget, code: string, inviteToRegister: boolean): OutgoingMail {
  const t = tr(target.locale);
  const paragraphs = [t('activation.body', { name: target.name })];
  if (inviteToRegister)
    paragraphs.push(t('activation.register', { url: registerUrl(target.origin, target.locale, target.to) }));
  const { html, text } = renderMail({
    brand: target.brand,
    heading: t('activation.heading'),
    paragraphs,
    action: {
      label: t('activation.action'),
      url: activationUrl(target.origin, target.locale, target.jobFilterId, code),
    },
    footer: [t('activation.footer')],
  });
  return {
    tenantId: target.tenantId,
    to: target.to,
    subject: t('activation.subject', { brand: target.brand }),
    html,
    text,
  };
}

export interface DigestOffer {
  title: string;
  company: string;
  url: string;
}

/** One alert's digest: the new offers, a link to the search and the unsubscribe links. */
export function digestMail(target: AlertMailTarget, offers: DigestOffer[]): OutgoingMail {
  const t = tr(target.locale);
  const unsubscribe = unsubscribeUrl(target.origin, target.locale, target.jobFilterId, target.unsubscribeCode);
  const { html, text } = renderMail({
    brand: target.brand,
    heading: t('digest.heading', { count: offers.length }),
    paragraphs: [t('digest.body', { name: target.name })],
    items: offers.map((o) => ({ title: o.title, url: o.url, detail: o.company })),
    action: { label: t('digest.action'), url: searchPageUrl(target.origin, target.searchUrl) },
    footer: [t('digest.footer'), `${t('digest.unsubscribe')}: ${unsubscribe}`],
  });
  return {
    tenantId: target.tenantId,
    to: target.to,
    subject: t('digest.subject', { count: offers.length, name: target.name.slice(0, 80) }),
    html,
    text,
    headers: unsubscribeHeaders(target),
  };
}

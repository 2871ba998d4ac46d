import 'server-only';
import { createTranslator } from 'next-intl';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Locale } from '@/lib/i18n/locales';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { renderMail } from '@/lib/mail/render';
import { localizedPath, paths } from '@/lib/paths';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import type { CandidateMailInput } from '../schemas';

const MESSAGES = { pl, en } as const;

/** Candidates hear from the board in its default language (their applications carry no language). */
export const mailLocaleOf = (tenant: Pick<Tenant, 'config'>): Locale =>
  tenant.config.defaultLocale === 'en' ? 'en' : 'pl';

const translator = (locale: Locale) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'employerApplications.mail' });

export interface MailFacts {
  name: string;
  offerTitle: string;
  companyName: string;
}

/** The editable rejection template, filled in for one application. */
export function rejectionTemplate(locale: Locale, facts: MailFacts): CandidateMailInput {
  const t = translator(locale);
  const values = { name: facts.name || t('candidateFallback'), title: facts.offerTitle, company: facts.companyName };
  return { subject: t('rejectSubject', values), body: t('rejectBody', values) };
}

interface Envelope {
  tenant: Pick<Tenant, 'id' | 'config'>;
  origin: string;
  to: string;
  /** The recruiter's address: the candidate's answer reaches a person. */
  replyTo?: string;
}

const historyUrl = (origin: string, locale: Locale) => `${origin}${localizedPath(locale, paths.applicationHistory())}`;

/** The e-mail of a rejection: the employer's own words (plain text, every value escaped), or the template. */
export function buildRejectionMail(env: Envelope, facts: MailFacts, written?: CandidateMailInput): OutgoingMail {
  const locale = mailLocaleOf(env.tenant);
  const t = translator(locale);
  const mail = written ?? rejectionTemplate(locale, facts);
  const { html, text } = renderMail({
    brand: env.tenant.config.brand.name,
    heading: mail.subject,
    paragraphs: mail.body
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean),
    action: { label: t('openHistory'), url: historyUrl(env.origin, locale) },
    footer: [t('footer')],
  });
  return withEnvelope(env, mail.subject, html, text);
}

/** The e-mail of an invitation to interview: the next step comes from the company itself. */
export function buildInterviewMail(env: Envelope, facts: MailFacts): OutgoingMail {
  const locale = mailLocaleOf(env.tenant);
  const t = translator(locale);
  const values = { name: facts.name || t('candidateFallback'), title: facts.offerTitle, company: facts.companyName };
  const { html, text } = renderMail({
    brand: env.tenant.config.brand.name,
    heading: t('interviewHeading', values),
    paragraphs: [t('interviewBody', values)],
    action: { label: t('openHistory'), url: historyUrl(env.origin, locale) },
    footer: [t('footer')],
  });
  return withEnvelope(env, t('interviewSubject', values), html, text);
}

/** The anti-ghosting status update: still under consideration, and where to follow it. */
export function buildStatusUpdateMail(env: Envelope, facts: MailFacts, days: number): OutgoingMail {
  const locale = mailLocaleOf(env.tenant);
  const t = translator(locale);
  const values = {
    name: facts.name || t('candidateFallback'),
    title: facts.offerTitle,
    company: facts.companyName,
    days,
  };
  const { html, text } = renderMail({
    brand: env.tenant.config.brand.name,
    heading: t('updateHeading', values),
    paragraphs: [t('updateBody', values), t('updateNext')],
    action: { label: t('openHistory'), url: historyUrl(env.origin, locale) },
    footer: [t('footer')],
  });
  return withEnvelope(env, t('updateSubject', values), html, text);
}

function withEnvelope(env: Envelope, subject: string, html: string, text: string): OutgoingMail {
  return {
    tenantId: env.tenant.id,
    to: env.to,
    subject,
    html,
    text,
    ...(env.replyTo ? { headers: { 'Reply-To': env.replyTo } } : {}),
  };
}

import 'server-only';
import { createTranslator } from 'next-intl';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Locale } from '@/lib/i18n/locales';
import { renderMail } from '@/lib/mail/render';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { localizedPath, paths } from '@/lib/paths';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';

const MESSAGES = { pl, en } as const;

export interface NewApplicationMail {
  to: string;
  origin: string;
  applicationId: number;
  offer: { id: number; title: string };
  candidate: { name: string; email: string; message: string | null };
  attachment: { fileName: string } | null;
}

/**
 * The employer's notice of a new application, in the board's default language. It names the
 * candidate and links to the employer panel; the file itself stays in private storage.
 */
export function buildNewApplicationMail(tenant: Tenant, mail: NewApplicationMail): OutgoingMail {
  const locale: Locale = tenant.config.defaultLocale === 'en' ? 'en' : 'pl';
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'apply.mail' });
  const url = `${mail.origin}${localizedPath(locale, paths.employerApplication(mail.offer.id, mail.applicationId))}`;
  const { html, text } = renderMail({
    brand: tenant.config.brand.name,
    heading: t('heading', { title: mail.offer.title }),
    paragraphs: [
      t('from', { name: mail.candidate.name, email: mail.candidate.email }),
      ...(mail.candidate.message ? [t('message'), mail.candidate.message] : []),
      mail.attachment ? t('attachment', { fileName: mail.attachment.fileName }) : t('noAttachment'),
    ],
    action: { label: t('open'), url },
    footer: [t('footer')],
  });
  return {
    tenantId: tenant.id,
    to: mail.to,
    subject: t('subject', { title: mail.offer.title, name: mail.candidate.name }),
    html,
    text,
    headers: { 'Reply-To': mail.candidate.email },
  };
}

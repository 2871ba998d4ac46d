import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { renderMail } from '@/lib/mail/render';
import { localizedPath, paths } from '@/lib/paths';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';

const MESSAGES = { pl, en } as const;

/** The owners' notice that an endpoint failed for a day and was paused, in the company's language. */
export function buildEndpointPausedMail(input: {
  tenantId: number;
  brand: string;
  origin: string;
  locale: Locale;
  to: string;
  url: string;
  companyName: string;
  lastError: string;
}): OutgoingMail {
  const t = createTranslator({
    locale: input.locale,
    messages: MESSAGES[input.locale],
    namespace: 'employerPanel.webhooks.pausedMail',
  });
  const { html, text } = renderMail({
    brand: input.brand,
    heading: t('heading'),
    paragraphs: [
      t('what', { url: input.url, company: input.companyName }),
      t('lastError', { error: input.lastError }),
      t('next'),
    ],
    action: {
      label: t('open'),
      url: `${input.origin}${localizedPath(input.locale, paths.employerIntegrations())}`,
    },
    footer: [t('footer')],
  });
  return { tenantId: input.tenantId, to: input.to, subject: t('subject', { url: input.url }), html, text };
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { DbOrTx } from '@/lib/db/client';
import { companies, offers, users } from '@/lib/db/schema';
import { boardOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { renderMail } from '@/lib/mail/render';
import { localizedPaths } from '@/lib/paths';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import type { Tenant } from '@/lib/tenants/tenant-service';

const MESSAGES = { pl, en } as const;

/**
 * Puts the e-mail telling a candidate about a new chat invitation into the outbox, in the board's language,
 * within the caller's transaction (so a mail leaves only for an invitation that was written). It names the
 * company and the offer and leads to the board, where the chat window shows the invitation to accept.
 */
export async function enqueueInvitationMail(
  db: DbOrTx,
  tenant: Tenant | undefined,
  invitation: { candidateId: string; companyId: number; offerId: number },
): Promise<void> {
  const [[candidate], [company], [offer]] = await Promise.all([
    db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, invitation.candidateId)),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, invitation.companyId)),
    db.select({ title: offers.title }).from(offers).where(eq(offers.id, invitation.offerId)),
  ]);
  if (!candidate?.email || !company || !offer || !tenant) return;
  const locale: Locale = tenant.config.defaultLocale === 'en' ? 'en' : 'pl';
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'chat.invitationMail' });
  const url = `${boardOrigin(tenant.slug)}${localizedPaths(locale).home()}`;
  const { html, text } = renderMail({
    brand: tenant.config.brand.name,
    heading: t('heading', { company: company.name }),
    paragraphs: [t('body', { company: company.name, offer: offer.title }), t('how')],
    action: { label: t('open'), url },
    footer: [t('footer')],
  });
  await enqueueMail(db, {
    tenantId: tenant.id,
    to: candidate.email,
    subject: t('subject', { company: company.name }),
    html,
    text,
  });
}

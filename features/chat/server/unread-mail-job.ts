import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { listTenants } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { chatInvitations, companyMembers, conversationMessages, users } from '@/lib/db/schema';
import { boardOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMails, type OutgoingMail } from '@/lib/mail/outbox';
import { renderMail } from '@/lib/mail/render';
import { localizedPaths } from '@/lib/paths';
import { slots, type ScheduledJob } from '@/lib/scheduler/scheduler';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { unnotifiedMessages } from './chat-messages';

/** A message still unread this long after it was sent is worth an e-mail. */
export const UNREAD_MAIL_DELAY_MS = 10 * 60_000;
const MESSAGES = { pl, en } as const;

/**
 * E-mails the other party of a conversation about messages left unread for ten minutes: one mail per
 * recipient and conversation, each message at most once (`notified_at`). The candidate is told about the
 * company's messages; the employer who started the conversation (else the company's owners) about the
 * candidate's.
 */
export async function mailUnreadMessages(db: Db, now: Date): Promise<{ mails: number; messages: number }> {
  const due = await unnotifiedMessages(db, new Date(now.getTime() - UNREAD_MAIL_DELAY_MS));
  if (due.length === 0) return { mails: 0, messages: 0 };
  const tenants = new Map((await listTenants(db)).map((t) => [t.id, t]));
  const conversationIds = [...new Set(due.map((m) => m.conversationId))];
  const companyIds = [...new Set(due.map((m) => m.companyId))];
  const [inviters, owners] = await Promise.all([
    db
      .select({ conversationId: chatInvitations.conversationId, userId: chatInvitations.employerUserId })
      .from(chatInvitations)
      .where(inArray(chatInvitations.conversationId, conversationIds)),
    db
      .select({ companyId: companyMembers.companyId, userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(inArray(companyMembers.companyId, companyIds), eq(companyMembers.right, 'owner'))),
  ]);
  // recipient → conversation → unread count
  const counts = new Map<string, Map<number, { count: number; tenantId: number; toCandidate: boolean }>>();
  for (const m of due) {
    const fromCandidate = m.senderId === m.candidateId;
    const recipients = fromCandidate
      ? (() => {
          const inviter = inviters.find((i) => i.conversationId === m.conversationId)?.userId;
          return inviter ? [inviter] : owners.filter((o) => o.companyId === m.companyId).map((o) => o.userId);
        })()
      : [m.candidateId];
    for (const recipient of recipients) {
      const byConversation = counts.get(recipient) ?? new Map();
      const entry = byConversation.get(m.conversationId) ?? {
        count: 0,
        tenantId: m.tenantId,
        toCandidate: !fromCandidate,
      };
      entry.count += 1;
      byConversation.set(m.conversationId, entry);
      counts.set(recipient, byConversation);
    }
  }
  const people = counts.size
    ? await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(inArray(users.id, [...counts.keys()]))
    : [];
  const mails: OutgoingMail[] = [];
  for (const person of people) {
    for (const [, entry] of counts.get(person.id) ?? []) {
      const tenant = tenants.get(entry.tenantId);
      if (!tenant) continue;
      const locale: Locale = tenant.config.defaultLocale === 'en' ? 'en' : 'pl';
      const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'chat.mail' });
      const hrefs = localizedPaths(locale);
      const url = `${boardOrigin(tenant.slug)}${entry.toCandidate ? hrefs.home() : hrefs.employerChat()}`;
      const { html, text } = renderMail({
        brand: tenant.config.brand.name,
        heading: t('heading', { count: entry.count }),
        paragraphs: [t('body', { name: person.name })],
        action: { label: t('open'), url },
        footer: [t('footer')],
      });
      mails.push({ tenantId: tenant.id, to: person.email, subject: t('subject', { count: entry.count }), html, text });
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .update(conversationMessages)
      .set({ notifiedAt: now })
      .where(
        inArray(
          conversationMessages.id,
          due.map((m) => m.id),
        ),
      );
    await enqueueMails(tx, mails);
  });
  return { mails: mails.length, messages: due.length };
}

export const chatUnreadMailJob: ScheduledJob = {
  name: 'chat-unread-mail',
  intervalMs: 60_000,
  slotOf: (now) => slots.everyMinutes(now, 5),
  run: (db, _slot, now) => mailUnreadMessages(db, now),
};

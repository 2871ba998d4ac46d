import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { and, asc, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { request as httpRequest } from 'node:http';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import {
  applications,
  companies,
  conversationMessages,
  emailOutbox,
  offerAssignees,
  offers,
  users,
} from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { AppError } from '@/lib/http/errors';
import { resetRateLimits } from '@/lib/rate-limit';
import { startHubServer } from '@/lib/realtime/hub-test-server';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer } from '@/tests/factories/employer';
import { createChatHub } from './chat-hub';
import { invitationOfApplication } from './invitations';
import { inviteApplicant } from './invite';
import { mailUnreadMessages, UNREAD_MAIL_DELAY_MS } from './unread-mail-job';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 12, seed: 5 });
const tenant = await resolveTenant('it.localhost', db);
const [companyA, companyB] = await db
  .select({ id: companies.id, name: companies.name })
  .from(companies)
  .where(eq(companies.tenantId, tenant.id))
  .orderBy(asc(companies.id))
  .limit(2);
const offerOf = async (companyId: number) =>
  (await db.select({ id: offers.id }).from(offers).where(eq(offers.companyId, companyId)).limit(1))[0]?.id ??
  (await db.select({ id: offers.id }).from(offers).where(eq(offers.tenantId, tenant.id)).limit(1))[0]!.id;
const offerA = await offerOf(companyA!.id);
await db.update(offers).set({ companyId: companyA!.id }).where(eq(offers.id, offerA));

const recruiter = await createEmployer(db, tenant, [{ companyId: companyA!.id, right: 'recruiter' }]);
const colleague = await createEmployer(db, tenant, [{ companyId: companyA!.id, right: 'owner' }]);
const outsider = await createEmployer(db, tenant, [{ companyId: companyB!.id, right: 'owner' }]);
const candidate = await createCandidate(db, tenant);
const stranger = await createCandidate(db, tenant);

const applicationOf = async (candidateId: string | null, offerId = offerA) =>
  (
    await db
      .insert(applications)
      .values({
        tenantId: tenant.id,
        offerId,
        candidateId,
        name: 'Jan',
        email: 'jan@example.com',
        source: 'apply_form',
        retentionUntil: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: applications.id })
  )[0]!.id;
const application = await applicationOf(candidate.userId);
const guestApplication = await applicationOf(null);

const hub = createChatHub();
const server = await startHubServer([hub.endpoint]);
afterAll(async () => {
  await hub.close();
  await server.close();
});
beforeEach(() => resetRateLimits());
const open: HubConnection[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) await c.stop();
});

async function connect(cookie: string) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.origin}/hubs/chat`, {
      transport: HttpTransportType.WebSockets,
      headers: { host: 'it.localhost', cookie },
    })
    .configureLogging(LogLevel.None)
    .build();
  open.push(connection);
  await connection.start();
  return connection;
}
const events = (connection: HubConnection, name: string) => {
  const list: unknown[] = [];
  connection.on(name, (e: unknown) => list.push(e));
  return list;
};
const until = async (check: () => boolean) => {
  const end = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const employerParty = (e: { userId: string }, companyId: number) => ({
  userId: e.userId,
  tenantId: tenant.id,
  companyIds: [companyId],
  companyId,
  right: 'recruiter' as const,
  isCandidate: false,
});

let conversationId = 0;

describe('the chat hub with the official client', () => {
  it('lets an employer invite an applicant, only its own and only signed-in ones', async () => {
    await expect(inviteApplicant(db, employerParty(outsider, companyB!.id), application)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(inviteApplicant(db, employerParty(recruiter, companyA!.id), guestApplication)).rejects.toBeInstanceOf(
      AppError,
    );
    const own = { tenantId: tenant.id, companyId: companyA!.id, userId: recruiter.userId, right: 'recruiter' as const };
    expect(await invitationOfApplication(db, own, application)).toBeNull();
    const outboxBefore = (await db.select().from(emailOutbox)).length;
    const first = await inviteApplicant(db, employerParty(recruiter, companyA!.id), application);
    const again = await inviteApplicant(db, employerParty(colleague, companyA!.id), application);
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ id: first.id, created: false });
    // The candidate is e-mailed once, for the new invitation only, naming the company and the offer.
    const mails = (await db.select().from(emailOutbox)).slice(outboxBefore);
    const [candidateUser] = await db.select({ email: users.email }).from(users).where(eq(users.id, candidate.userId));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(candidateUser!.email);
    expect(mails[0]!.subject).toContain(companyA!.name);
    const [offerRow] = await db
      .select({ title: offers.title })
      .from(offers)
      .innerJoin(applications, eq(applications.offerId, offers.id))
      .where(eq(applications.id, application));
    expect(mails[0]!.text).toContain(offerRow!.title);
    // The application page shows the invitation to its company only.
    expect(await invitationOfApplication(db, own, application)).toBe('received');
    expect(
      await invitationOfApplication(
        db,
        { tenantId: tenant.id, companyId: companyB!.id, userId: outsider.userId, right: 'owner' as const },
        application,
      ),
    ).toBeNull();
    expect(await invitationOfApplication(db, own, guestApplication)).toBeNull();
  });

  it('opens a conversation when the candidate accepts, and carries messages both ways with receipts', async () => {
    const candidateSocket = await connect(candidate.cookie);
    const employerSocket = await connect(recruiter.cookie);
    const colleagueSocket = await connect(colleague.cookie);
    const started = events(employerSocket, 'ConversationStarted');
    const { invitations, summary } = await candidateSocket.invoke('GetInvitations');
    expect(summary).toEqual({ received: 1, accepted: 0 });
    expect(invitations[0]).toMatchObject({ status: 'received', jobAdvertisement: { name: expect.any(String) } });
    const answer = await candidateSocket.invoke('RespondToInvitation', invitations[0].id, true);
    expect(answer.status).toBe('accepted');
    expect(
      await invitationOfApplication(
        db,
        { tenantId: tenant.id, companyId: companyA!.id, userId: recruiter.userId, right: 'recruiter' as const },
        application,
      ),
    ).toBe('accepted');
    conversationId = answer.conversationId;
    await until(() => started.length === 1);

    const toCandidate = events(candidateSocket, 'ReceiveMessage');
    const toColleague = events(colleagueSocket, 'ReceiveMessage');
    const typing = events(candidateSocket, 'Typing');
    await employerSocket.invoke('Typing', conversationId);
    const sent = await employerSocket.invoke('SendMessage', conversationId, '  Dzień dobry! Zapraszamy na rozmowę.  ');
    expect(sent).toMatchObject({ body: 'Dzień dobry! Zapraszamy na rozmowę.', mine: true });
    await until(() => toCandidate.length === 1 && toColleague.length === 1 && typing.length === 1);
    expect(toCandidate[0]).toMatchObject({ body: 'Dzień dobry! Zapraszamy na rozmowę.', mine: false });

    const [listed] = await candidateSocket.invoke('GetConversations');
    expect(listed).toMatchObject({ id: conversationId, unread: 1, lastMessage: { mine: false } });
    const read = events(employerSocket, 'MessagesRead');
    expect(await candidateSocket.invoke('MarkRead', conversationId)).toBe(true);
    await until(() => read.length === 1);
    expect(read[0]).toMatchObject({ conversationId, by: 'candidate' });
    expect((await candidateSocket.invoke('GetConversations'))[0].unread).toBe(0);

    const toEmployer = events(employerSocket, 'ReceiveMessage');
    await candidateSocket.invoke('SendMessage', conversationId, 'Chętnie, pasuje mi czwartek.');
    await until(() => toEmployer.length === 1);
    const history = await employerSocket.invoke('GetHistory', conversationId, null);
    expect(history.map((m: { body: string }) => m.body)).toEqual([
      'Dzień dobry! Zapraszamy na rozmowę.',
      'Chętnie, pasuje mi czwartek.',
    ]);
  });

  it('shows a conversation to its two parties only', async () => {
    const outsiderSocket = await connect(outsider.cookie);
    const strangerSocket = await connect(stranger.cookie);
    for (const socket of [outsiderSocket, strangerSocket]) {
      await expect(socket.invoke('GetHistory', conversationId, null)).rejects.toThrow();
      await expect(socket.invoke('SendMessage', conversationId, 'hi')).rejects.toThrow();
      await expect(socket.invoke('MarkRead', conversationId)).rejects.toThrow();
      expect(await socket.invoke('GetConversations')).toEqual([]);
    }
    const strangerInbox = events(strangerSocket, 'ReceiveMessage');
    const employerSocket = await connect(recruiter.cookie);
    await employerSocket.invoke('SendMessage', conversationId, 'Only for the candidate');
    await new Promise((r) => setTimeout(r, 200));
    expect(strangerInbox).toEqual([]);
  });

  it('keeps a recruiter limited to assigned offers out of the other offers’ conversations, live events too', async () => {
    // Ada, a recruiter of company A not assigned to offerA, once the company limits recruiters to their offers.
    const ada = await createEmployer(db, tenant, [{ companyId: companyA!.id, right: 'recruiter' }]);
    const adaSocket = await connect(ada.cookie);
    const ownerSocket = await connect(colleague.cookie);
    const candidateSocket = await connect(candidate.cookie);
    // While the setting is off she reaches it like every member.
    expect((await adaSocket.invoke('GetConversations')).map((c: { id: number }) => c.id)).toContain(conversationId);
    await db.update(companies).set({ recruitersAssignedOnly: true }).where(eq(companies.id, companyA!.id));
    try {
      const toAda = ['ReceiveMessage', 'MessagesRead', 'Typing'].map((name) => events(adaSocket, name));
      const toOwner = events(ownerSocket, 'ReceiveMessage');
      expect(await adaSocket.invoke('GetConversations')).toEqual([]);
      await expect(adaSocket.invoke('GetHistory', conversationId, null)).rejects.toThrow(/Nie znaleziono/);
      await expect(adaSocket.invoke('SendMessage', conversationId, 'Nie moje ogłoszenie')).rejects.toThrow();
      await expect(adaSocket.invoke('MarkRead', conversationId)).rejects.toThrow();
      await expect(adaSocket.invoke('Typing', conversationId)).rejects.toThrow();
      // The candidate writes, types and reads: the owner hears it, Ada (on the same company) hears nothing.
      await candidateSocket.invoke('Typing', conversationId);
      await candidateSocket.invoke('SendMessage', conversationId, 'Czy oferta jest aktualna?');
      await candidateSocket.invoke('MarkRead', conversationId);
      await until(() => toOwner.length === 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(toAda.flat()).toEqual([]);
      const stored = await db.select().from(conversationMessages).where(eq(conversationMessages.senderId, ada.userId));
      expect(stored).toEqual([]);
      // Assigned to the offer, she reaches it at once: same connection, no reconnect.
      await db.insert(offerAssignees).values({ offerId: offerA, userId: ada.userId });
      expect((await adaSocket.invoke('GetConversations')).map((c: { id: number }) => c.id)).toEqual([conversationId]);
      await candidateSocket.invoke('SendMessage', conversationId, 'Halo?');
      await until(() => toAda[0]!.length === 1);
      expect(await adaSocket.invoke('SendMessage', conversationId, 'Tak, aktualna.')).toMatchObject({ mine: true });
      await db.delete(offerAssignees).where(eq(offerAssignees.userId, ada.userId));
    } finally {
      await db.update(companies).set({ recruitersAssignedOnly: false }).where(eq(companies.id, companyA!.id));
    }
  });

  it('keeps its own Origin policy: a negotiate and a WebSocket upgrade from a foreign Origin are refused', async () => {
    const url = `${server.origin}/hubs/chat`;
    const headers = (origin?: string) => ({
      host: 'it.localhost',
      cookie: candidate.cookie,
      ...(origin ? { origin } : {}),
    });
    // node:http, not fetch: fetch would not send the board's Host.
    const negotiate = (origin?: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          `${url}/negotiate?negotiateVersion=1`,
          { method: 'POST', headers: headers(origin) },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect((await negotiate('https://evil.example')).status).toBe(403);
    expect((await negotiate('http://evil.localhost')).status).toBe(403);
    const ok = await negotiate('http://it.localhost');
    expect(ok.status).toBe(200);
    const { connectionToken } = JSON.parse(ok.body) as { connectionToken: string };
    const upgrade = (origin?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${url.replace('http', 'ws')}?id=${connectionToken}`, {
          headers: headers(origin),
        });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('error', () => undefined);
      });
    expect(await upgrade('https://evil.example')).toBe(403);
    expect(await upgrade('http://it.localhost')).toBe(101);
  });

  it('refuses empty and overlong messages, in the caller’s language', async () => {
    const socket = await connect(candidate.cookie);
    await expect(socket.invoke('SendMessage', conversationId, '   ')).rejects.toThrow(/Wiadomość jest pusta/);
    await expect(socket.invoke('SendMessage', conversationId, 'x'.repeat(2001))).rejects.toThrow(/2000/);
  });

  it('e-mails a message left unread, once', async () => {
    const later = new Date(Date.now() + UNREAD_MAIL_DELAY_MS + 60_000);
    const before = (await db.select().from(emailOutbox)).length;
    const first = await mailUnreadMessages(db, later);
    expect(first.messages).toBeGreaterThan(0);
    const mails = (await db.select().from(emailOutbox)).slice(before);
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining([candidate.email, recruiter.email]));
    expect(await mailUnreadMessages(db, later)).toEqual({ mails: 0, messages: 0 });
    const unnotified = await db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, conversationId)));
    expect(unnotified.filter((m) => !m.readAt).every((m) => m.notifiedAt)).toBe(true);
  });
});

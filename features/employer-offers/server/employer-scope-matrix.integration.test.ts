// Every employer HTTP endpoint and every hub method, run as a recruiter limited to assigned offers against an
// offer assigned to them and one that is not (decisions 0031, 0043, 0067). The routes are listed from
// app/api/**/route.ts by the auth each handler declares: a new employer route without a row here fails.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { createAssistantHub } from '@/features/assistant/server/assistant-hub';
import { createChatHub } from '@/features/chat/server/chat-hub';
import { seedDemo } from '@/features/demo-data/server/seed';
import type { AuthRule, RouteAuth } from '@/lib/http/route-auth';
import { installDbHandle } from '@/lib/db/client';
import { applications, chatInvitations, conversationMessages, conversations, offers } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { resetRateLimits } from '@/lib/rate-limit';
import { startHubServer } from '@/lib/realtime/hub-test-server';
import { installStorage, LocalStorage } from '@/lib/storage/storage';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { insertApplication } from '@/tests/factories/application';
import { createCandidate } from '@/tests/factories/candidate';
import { createCompanyTeam, insertOfferBy } from '@/tests/factories/company-team';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 3, seed: 29 });
const { db } = handle;
const uploads = await mkdtemp(path.join(tmpdir(), 'wakat-scope-matrix-'));
installStorage(new LocalStorage(uploads));
afterAll(() => rm(uploads, { recursive: true, force: true }));
const board = await resolveTenant('it.localhost', db);
const host = 'it.localhost';

const {
  companyId: company,
  members: { owner, rita },
} = await createCompanyTeam(
  db,
  board,
  'Matrix Company',
  { owner: 'owner', rita: 'recruiter' },
  { recruitersAssignedOnly: true },
);
const candidate = await createCandidate(db, board, { name: 'Cyprian Candidate' });

type Kind = 'assigned' | 'unassigned';

/** One offer with everything hanging off it, each carrying words that must never reach the wrong reader. */
interface Target {
  kind: Kind;
  marker: string;
  offerId: number;
  slug: string;
  applicationId: number;
  conversationId: number;
  invitationId: number;
}

let serial = 0;
/** A fresh offer of the company: assigned to Rita (she wrote it) or not (the owner did). */
async function target(kind: Kind): Promise<Target> {
  serial += 1;
  const marker = `${kind === 'assigned' ? 'Visible' : 'Hidden'}Marker${serial}q`;
  const offer = await insertOfferBy(db, board.id, company, `${marker} Developer`, kind === 'assigned' ? rita : owner);
  const offerId = offer.id;
  const application = await insertApplication(db, {
    tenantId: board.id,
    offerId,
    name: `${marker} Applicant`,
    email: `${marker.toLowerCase()}@example.com`,
    message: `${marker} cover letter`,
    candidateId: candidate.userId,
  });
  const [conversation] = await db
    .insert(conversations)
    .values({ tenantId: board.id, candidateId: candidate.userId, companyId: company, offerId })
    .returning({ id: conversations.id });
  await db
    .insert(conversationMessages)
    .values({ conversationId: conversation!.id, senderId: candidate.userId, body: `${marker} message` });
  const [invitation] = await db
    .insert(chatInvitations)
    .values({
      tenantId: board.id,
      candidateId: candidate.userId,
      employerUserId: owner.userId,
      companyId: company,
      offerId,
      status: 'accepted',
      conversationId: conversation!.id,
    })
    .returning({ id: chatInvitations.id });
  return {
    kind,
    marker,
    offerId,
    slug: offer.slug,
    applicationId: application.id,
    conversationId: conversation!.id,
    invitationId: invitation!.id,
  };
}

interface Answer {
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  json: any;
}

type Handler = ((req: NextRequest, seg?: { params?: Promise<Record<string, string>> }) => Promise<Response>) & {
  auth?: RouteAuth;
};

const routeModules = import.meta.glob<Record<string, unknown>>('/app/api/**/route.ts');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `GET v2/employer-panel/offers/[idOrSlug]` → its handler. */
const handlers = new Map<string, Handler>();
for (const [file, load] of Object.entries(routeModules)) {
  const route = file.replace(/^\/app\/api\//, '').replace(/\/route\.ts$/, '');
  const mod = await load();
  for (const method of METHODS) {
    const handler = mod[method];
    if (typeof handler === 'function') handlers.set(`${method} ${route}`, handler as Handler);
  }
}

/** A rule naming a company member: the employer side of the panel. */
const employerRule = (rule: AuthRule) =>
  rule === 'employer' || rule === 'companyMember' || (typeof rule === 'object' && 'companyRight' in rule);
const isEmployerRoute = (auth: RouteAuth | undefined) =>
  auth !== undefined && auth !== 'public' && (Array.isArray(auth) ? auth : [auth]).some(employerRule);

/** The routes declared without an auth readable from their handler (not built by withRoute) and why. */
const NOT_WITH_ROUTE = new Set(['GET auth/[...all]', 'POST auth/[...all]', 'GET docs', 'GET openapi.json']);

async function send(
  cookie: string,
  key: string,
  request: { params?: Record<string, string>; query?: string; body?: unknown; form?: FormData },
): Promise<Answer> {
  const [method] = key.split(' ');
  const handler = handlers.get(key);
  if (!handler) throw new Error(`no handler for ${key}`);
  const url = `http://${host}/api/x${request.query ? `?${request.query}` : ''}`;
  const headers: Record<string, string> = {
    host,
    cookie,
    origin: `http://${host}`,
    [CLIENT_ADDRESS_HEADER]: '127.0.0.1',
  };
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const res = await handler(new NextRequest(url, { method, headers, body }), {
    params: Promise.resolve(request.params ?? {}),
  });
  const text = res.headers.get('content-type')?.includes('json')
    ? await res.text()
    : `[${res.headers.get('content-type')}]`;
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, text, json };
}

/** The owner's editable shape of an offer (what a full update sends back). */
async function editableShape(t: Target) {
  const answer = await send(owner.cookie, 'GET v2/employer-panel/offers/[idOrSlug]', {
    params: { idOrSlug: String(t.offerId) },
  });
  expect(answer.status).toBe(200);
  return answer.json;
}

/** An edit draft of the offer, started by the owner (so only the offer's reach decides who opens it). */
async function draftOf(t: Target): Promise<string> {
  const answer = await send(owner.cookie, 'POST v2/employer-panel/offers/[idOrSlug]/drafts', {
    params: { idOrSlug: String(t.offerId) },
    body: { mode: 'edit' },
  });
  expect(answer.status).toBeLessThan(300);
  return String(answer.json.id);
}

/** The owner's shape of a draft, with the clause the test company lacks filled in (so it can be saved). */
async function draftShape(draftId: string) {
  const answer = await send(owner.cookie, 'GET v2/employer-panel/drafts/[id]', { params: { id: draftId } });
  expect(answer.status).toBe(200);
  return {
    ...answer.json,
    informationClause: 'Administratorem danych osobowych kandydatów jest Matrix Company z siedzibą w Warszawie.',
  };
}

async function paymentFor(t: Target): Promise<string> {
  const [{ planKey }] = (await db.select({ planKey: offers.planKey }).from(offers).where(eq(offers.id, t.offerId))) as [
    { planKey: string },
  ];
  const answer = await send(owner.cookie, 'POST v1/payments', { body: paymentBody(t.offerId, planKey) });
  expect(answer.status).toBe(200);
  return String(answer.json.payment_id);
}

const paymentBody = (offerId: number, planKey: string) => ({
  offer_id: offerId,
  offer_type: planKey,
  extend: true,
  accepted_regulations: true,
  invoice_company_name: 'Matrix Company sp. z o.o.',
  invoice_tax_id: '5260250995',
  invoice_street: 'Marszałkowska',
  invoice_number: '1',
  invoice_postal_code: '00-001',
  invoice_city: 'Warszawa',
  invoice_country: 'PL',
});

type Request = { params?: Record<string, string>; query?: string; body?: unknown; form?: FormData };

/**
 * How a row behaves for the limited recruiter:
 * - `reach`: about one offer (or its application, draft…): the unassigned one answers 404 and changes nothing;
 *   the assigned one succeeds (2xx), or with `reached`, gets past the lookup (an answer about the request
 *   itself, such as a wrong code or an offer in the wrong state, never 401/403/404);
 * - `list`: answers both, showing the assigned offer's data and nothing of the unassigned one;
 * - `company`: not about an offer (the company, the team, keys…): the same answer for both, with nothing of
 *   the unassigned offer in it; `status` when the right decides it (403 for owner/admin-only routes).
 */
type Row =
  | { kind: 'reach'; request: (t: Target) => Promise<Request> | Request; reached?: true }
  | { kind: 'list'; request: (t: Target) => Promise<Request> | Request; shows?: false }
  | { kind: 'company'; request?: (t: Target) => Promise<Request> | Request; status?: number };

const forbidden = { kind: 'company', status: 403 } as const;

const ROWS: Record<string, Row> = {
  'POST v1/company/company_data': { ...forbidden, request: () => ({ body: {} }) },
  'GET v1/company': { kind: 'company', status: 200 },
  'GET v1/invoices/[invoiceId]/pdf': { ...forbidden, request: () => ({ params: { invoiceId: '1' } }) },
  'GET v1/offers/[slug]/applications/[id]/download': {
    kind: 'reach',
    request: (t) => ({ params: { slug: t.slug, id: String(t.applicationId) } }),
  },
  'POST v1/offers/[slug]/finish-recruitment': { kind: 'reach', request: (t) => ({ params: { slug: t.slug } }) },
  'PATCH v1/offers/[slug]': {
    kind: 'reach',
    request: async (t) => {
      const form = new FormData();
      form.set('offer', JSON.stringify(await editableShape(t)));
      return { params: { slug: t.slug }, form };
    },
    reached: true,
  },
  'DELETE v1/offers/[slug]': {
    kind: 'reach',
    request: async (t) => {
      await db.update(offers).set({ status: 'expired' }).where(eq(offers.id, t.offerId));
      return { params: { slug: t.slug } };
    },
  },
  'POST v1/payments': {
    kind: 'reach',
    request: async (t) => {
      const [{ planKey }] = (await db
        .select({ planKey: offers.planKey })
        .from(offers)
        .where(eq(offers.id, t.offerId))) as [{ planKey: string }];
      return { body: paymentBody(t.offerId, planKey) };
    },
  },
  // Payments are the company's: every member follows them (decision 0031); the answer is a status only.
  'GET v1/payments/[paymentId]/status': {
    kind: 'company',
    status: 200,
    request: async (t) => ({ params: { paymentId: await paymentFor(t) } }),
  },
  'PATCH v1/profiles/me': { kind: 'company', request: () => ({ body: { name: 'Rita Recruiter' } }) },
  'POST v1/users': { ...forbidden, request: () => ({ body: { email: 'new@example.com', right: 'recruiter' } }) },
  'GET v2/employer-panel/api-keys': forbidden,
  'POST v2/employer-panel/api-keys': {
    ...forbidden,
    request: () => ({ body: { name: 'k', scopes: ['offers:read'] } }),
  },
  'DELETE v2/employer-panel/api-keys/[id]': { ...forbidden, request: () => ({ params: { id: '1' } }) },
  'GET v2/employer-panel/applications/[id]/reject-template': {
    kind: 'reach',
    request: (t) => ({ params: { id: String(t.applicationId) } }),
  },
  'GET v2/employer-panel/applications/[id]': {
    kind: 'reach',
    request: (t) => ({ params: { id: String(t.applicationId) } }),
  },
  'PATCH v2/employer-panel/applications/[id]': {
    kind: 'reach',
    request: (t) => ({ params: { id: String(t.applicationId) }, body: { notes: 'noted', rating: 4 } }),
  },
  'DELETE v2/employer-panel/applications/[id]': {
    kind: 'reach',
    request: (t) => ({ params: { id: String(t.applicationId) } }),
  },
  'PATCH v2/employer-panel/applications/[id]/status': {
    kind: 'reach',
    request: (t) => ({ params: { id: String(t.applicationId) }, body: { status: 'seen' } }),
  },
  'PATCH v2/employer-panel/applications/bulk-status': {
    kind: 'reach',
    request: (t) => ({ body: { ids: [t.applicationId], status: 'seen' } }),
  },
  'GET v2/employer-panel/applications': { kind: 'list', request: () => ({}) },
  'PUT v2/employer-panel/brand-stories/[slug]': { ...forbidden, request: () => ({ params: { slug: 'story' } }) },
  'GET v2/employer-panel/brand-stories/data/[slug]': { ...forbidden, request: () => ({ params: { slug: 'story' } }) },
  'GET v2/employer-panel/brand-stories/status/[slug]': { ...forbidden, request: () => ({ params: { slug: 'story' } }) },
  'GET v2/employer-panel/brand-stories/technologies': { ...forbidden, request: () => ({ query: 'q=java' }) },
  'POST v2/employer-panel/chat/invitations': {
    kind: 'reach',
    request: (t) => ({ body: { applicationId: t.applicationId } }),
  },
  'GET v2/employer-panel/codes': { kind: 'company', status: 200 },
  'PATCH v2/employer-panel/company/billing-data': { ...forbidden, request: () => ({ body: {} }) },
  'PATCH v2/employer-panel/company/clauses': { ...forbidden, request: () => ({ body: {} }) },
  'PATCH v2/employer-panel/company/recruiter-access': {
    ...forbidden,
    request: () => ({ body: { recruitersAssignedOnly: false } }),
  },
  'POST v2/employer-panel/drafts/[id]/extend-with-code': {
    kind: 'reach',
    request: async (t) => ({ params: { id: await draftOf(t) }, query: 'code=NOSUCHCODE' }),
    reached: true,
  },
  'POST v2/employer-panel/drafts/[id]/payment-offer': {
    kind: 'reach',
    request: async (t) => ({ params: { id: await draftOf(t) } }),
    reached: true,
  },
  'POST v2/employer-panel/drafts/[id]/publish-with-code': {
    kind: 'reach',
    request: async (t) => ({ params: { id: await draftOf(t) }, query: 'code=NOSUCHCODE' }),
    reached: true,
  },
  'GET v2/employer-panel/drafts/[id]': { kind: 'reach', request: async (t) => ({ params: { id: await draftOf(t) } }) },
  'PUT v2/employer-panel/drafts/[id]': {
    kind: 'reach',
    request: async (t) => {
      const id = await draftOf(t);
      return { params: { id }, body: await draftShape(id) };
    },
  },
  // An edit draft is removed with its offer's list (409 for the draft itself): the lookup is what counts here.
  'DELETE v2/employer-panel/drafts/[id]': {
    kind: 'reach',
    request: async (t) => ({ params: { id: await draftOf(t) } }),
    reached: true,
  },
  // The summary checks the whole ad (the test company has no logo): the lookup is what counts here.
  'POST v2/employer-panel/drafts/[id]/summarise': {
    kind: 'reach',
    request: async (t) => {
      const id = await draftOf(t);
      return { params: { id }, body: await draftShape(id) };
    },
    reached: true,
  },
  // "Exit without saving": an edit draft goes back to its saved state (the unassigned one is never found).
  'POST v2/employer-panel/drafts/[id]/discard': {
    kind: 'reach',
    request: async (t) => ({ params: { id: await draftOf(t) } }),
  },
  'GET v2/employer-panel/drafts/[id]/verify-code/[code]': {
    kind: 'reach',
    request: async (t) => ({ params: { id: await draftOf(t), code: 'NOSUCHCODE' } }),
    reached: true,
  },
  'GET v2/employer-panel/geocode': { kind: 'company', request: () => ({ query: 'city=Warszawa' }) },
  'GET v2/employer-panel/offers/[idOrSlug]/assignees': {
    ...forbidden,
    request: (t) => ({ params: { idOrSlug: String(t.offerId) } }),
  },
  'PUT v2/employer-panel/offers/[idOrSlug]/assignees': {
    ...forbidden,
    request: (t) => ({ params: { idOrSlug: String(t.offerId) }, body: { userIds: [rita.userId] } }),
  },
  'POST v2/employer-panel/offers/[idOrSlug]/back-to-draft': {
    kind: 'reach',
    request: (t) => ({ params: { idOrSlug: String(t.offerId) } }),
    reached: true,
  },
  'POST v2/employer-panel/offers/[idOrSlug]/drafts': {
    kind: 'reach',
    request: (t) => ({ params: { idOrSlug: String(t.offerId) }, body: { mode: 'duplicate' } }),
  },
  'GET v2/employer-panel/offers/[idOrSlug]/matched-candidates': {
    kind: 'reach',
    request: (t) => ({ params: { idOrSlug: String(t.offerId) } }),
  },
  'DELETE v2/employer-panel/offers/[idOrSlug]/pending-payment': {
    kind: 'reach',
    request: (t) => ({ params: { idOrSlug: String(t.offerId) } }),
    reached: true,
  },
  'GET v2/employer-panel/offers/[idOrSlug]': { kind: 'reach', request: (t) => ({ params: { idOrSlug: t.slug } }) },
  'PUT v2/employer-panel/offers/[idOrSlug]': {
    kind: 'reach',
    request: async (t) => ({ params: { idOrSlug: String(t.offerId) }, body: await editableShape(t) }),
    reached: true,
  },
  'POST v2/employer-panel/offers/bulk': {
    kind: 'list',
    request: (t) => ({ body: { action: 'duplicate', ids: [t.offerId] } }),
    shows: false,
  },
  'GET v2/employer-panel/offers/end/[slug]': { kind: 'reach', request: (t) => ({ params: { slug: t.slug } }) },
  'POST v2/employer-panel/offers/import': {
    ...forbidden,
    request: async (t) => ({ body: { offer: await editableShape(t), status: 'published' } }),
  },
  'GET v2/employer-panel/offers': { kind: 'list', request: () => ({}) },
  'GET v2/employer-panel/offers/statistics': { kind: 'reach', request: (t) => ({ query: `offerId=${t.offerId}` }) },
  'GET v2/employer-panel/profiles/me': { kind: 'company', status: 200 },
  'PATCH v2/employer-panel/users/[id]': {
    ...forbidden,
    request: () => ({ params: { id: owner.userId }, body: { right: 'recruiter' } }),
  },
  'DELETE v2/employer-panel/users/[id]': { ...forbidden, request: () => ({ params: { id: owner.userId } }) },
  'GET v2/employer-panel/users': forbidden,
  'POST v2/employer-panel/webhook-deliveries/[id]/resend': { ...forbidden, request: () => ({ params: { id: '1' } }) },
  'GET v2/employer-panel/webhook-deliveries': forbidden,
  'POST v2/employer-panel/webhooks/[id]/resume': { ...forbidden, request: () => ({ params: { id: '1' } }) },
  'DELETE v2/employer-panel/webhooks/[id]': { ...forbidden, request: () => ({ params: { id: '1' } }) },
  'GET v2/employer-panel/webhooks': forbidden,
  'POST v2/employer-panel/webhooks': {
    ...forbidden,
    request: () => ({ body: { url: 'https://example.com/hook', events: ['application.created'] } }),
  },
  'GET v2/hub-token': { kind: 'company', status: 200, request: () => ({ query: 'hub=chat' }) },
  'POST v2/employer-panel/active-company': {
    kind: 'company',
    status: 200,
    request: () => ({ body: { companyId: company } }),
  },
};

const employerRoutes = [...handlers].filter(([, h]) => isEmployerRoute(h.auth)).map(([key]) => key);

describe(`every employer endpoint as a recruiter limited to assigned offers, on ${testDriver()}`, () => {
  beforeEach(() => resetRateLimits());

  it('lists every employer route (a new one needs a row here)', () => {
    const unread = [...handlers].filter(([key, h]) => h.auth === undefined && !NOT_WITH_ROUTE.has(key)).map(([k]) => k);
    expect(unread, 'handlers whose auth cannot be read').toEqual([]);
    expect(employerRoutes.length).toBeGreaterThan(50);
    expect(employerRoutes.filter((key) => !(key in ROWS)).sort(), 'employer routes without a row').toEqual([]);
    expect(
      Object.keys(ROWS)
        .filter((key) => !employerRoutes.includes(key))
        .sort(),
      'rows of no route',
    ).toEqual([]);
  });

  it.each(Object.entries(ROWS))('%s', async (key, row) => {
    const hidden = await target('unassigned');
    const shown = await target('assigned');
    const leaks = (answer: Answer) => {
      for (const word of [hidden.marker, hidden.slug]) expect(answer.text, `${key} leaks ${word}`).not.toContain(word);
    };
    const request = async (t: Target) => (row.request ? await row.request(t) : {});

    const refused = await send(rita.cookie, key, await request(hidden));
    leaks(refused);
    const allowed = await send(rita.cookie, key, await request(shown));
    leaks(allowed);
    expect(allowed.status, `${key} ${allowed.text}`).toBeLessThan(500);

    if (row.kind === 'reach') {
      expect(refused.status, `${key} on an unassigned offer`).toBe(404);
      if (row.reached)
        expect([401, 403, 404], `${key} on an assigned offer: ${allowed.text}`).not.toContain(allowed.status);
      else expect(allowed.status, `${key} on an assigned offer: ${allowed.text}`).toBeLessThan(300);
      // Nothing of the refused call happened to the unassigned offer or its application.
      const [offer] = await db.select().from(offers).where(eq(offers.id, hidden.offerId));
      const [application] = await db.select().from(applications).where(eq(applications.id, hidden.applicationId));
      expect(application, `${key} changed nothing`).toMatchObject({ status: 'new', notes: null, rating: null });
      expect(offer!.status === 'published' || offer!.status === 'expired', `${key} left the offer as it was`).toBe(
        true,
      );
    } else if (row.kind === 'list') {
      expect(refused.status, key).toBe(200);
      expect(allowed.status, key).toBe(200);
      if (row.shows !== false) expect(allowed.text, `${key} shows the assigned offer`).toContain(shown.marker);
      if (key === 'POST v2/employer-panel/offers/bulk') {
        expect(refused.json).toEqual({ done: [], skipped: [{ id: hidden.offerId, reason: 'notFound' }] });
        expect(allowed.json.done).toHaveLength(1);
      }
    } else {
      expect(refused.status, `${key}: ${refused.text}`).toBe(allowed.status);
      if (row.status !== undefined) expect(allowed.status, `${key}: ${allowed.text}`).toBe(row.status);
    }

    // The owner reaches the unassigned offer through the same row (the rows test the scope, not a broken call).
    if (row.kind === 'reach') {
      const ownerAnswer = await send(owner.cookie, key, await request(await target('unassigned')));
      if (row.reached) expect([401, 403, 404], `${key} as the owner`).not.toContain(ownerAnswer.status);
      else expect(ownerAnswer.status, `${key} as the owner: ${ownerAnswer.text}`).toBeLessThan(300);
    }
  });
});

describe(`every hub method as a recruiter limited to assigned offers, on ${testDriver()}`, () => {
  const forms: Record<string, unknown>[] = [];
  const chat = createChatHub();
  const assistant = createAssistantHub({
    model: () => ({
      name: 'recorder',
      async *answer({ form }) {
        forms.push({ ...form });
      },
    }),
  });
  let origin = '';
  let close = async () => {};
  const open: HubConnection[] = [];
  beforeAll(async () => {
    const server = await startHubServer([chat.endpoint, assistant.endpoint]);
    origin = server.origin;
    close = server.close;
  });
  afterAll(async () => {
    for (const c of open.splice(0)) await c.stop();
    await chat.close();
    await assistant.close();
    await close();
  });
  beforeEach(() => resetRateLimits());

  async function connect(hub: string, cookie: string) {
    const connection = new HubConnectionBuilder()
      .withUrl(`${origin}${hub}`, { transport: HttpTransportType.WebSockets, headers: { host, cookie } })
      .configureLogging(LogLevel.None)
      .build();
    open.push(connection);
    await connection.start();
    return connection;
  }

  type HubRow = {
    /** The call for a target; resolves to what the recruiter got. */
    run: (c: HubConnection, t: Target) => Promise<unknown>;
    /** What the unassigned target gives: refused (the call throws), or an answer with nothing of it. */
    hidden: 'throws' | 'nothing';
    /** Whether the assigned target's answer shows it (calls that answer no data about an offer say false). */
    shows: boolean;
  };

  const CHAT_ROWS: Record<string, HubRow> = {
    GetWidgetState: { run: (c) => c.invoke('GetWidgetState'), hidden: 'nothing', shows: false },
    GetConversations: { run: (c) => c.invoke('GetConversations'), hidden: 'nothing', shows: true },
    GetInvitations: { run: (c) => c.invoke('GetInvitations'), hidden: 'nothing', shows: false },
    GetHistory: { run: (c, t) => c.invoke('GetHistory', t.conversationId, null), hidden: 'throws', shows: true },
    SendMessage: { run: (c, t) => c.invoke('SendMessage', t.conversationId, 'Hello'), hidden: 'throws', shows: false },
    MarkRead: { run: (c, t) => c.invoke('MarkRead', t.conversationId), hidden: 'throws', shows: false },
    Typing: { run: (c, t) => c.invoke('Typing', t.conversationId), hidden: 'throws', shows: false },
    // Only the invited candidate answers an invitation: an employer is refused whatever the offer.
    RespondToInvitation: {
      run: (c, t) => c.invoke('RespondToInvitation', t.invitationId, true),
      hidden: 'throws',
      shows: false,
    },
  };

  it('has a row for every chat hub method', () => {
    expect([...chat.methods].sort()).toEqual(Object.keys(CHAT_ROWS).sort());
  });

  it.each(Object.entries(CHAT_ROWS))('chat %s', async (method, row) => {
    const hidden = await target('unassigned');
    const shown = await target('assigned');
    const connection = await connect('/hubs/chat', rita.cookie);
    const refused = row.run(connection, hidden);
    if (row.hidden === 'throws') await expect(refused, method).rejects.toThrow();
    else expect(JSON.stringify(await refused)).not.toContain(hidden.marker);
    if (method === 'RespondToInvitation') {
      await expect(row.run(connection, shown)).rejects.toThrow();
      return;
    }
    const answer = JSON.stringify((await row.run(connection, shown)) ?? null);
    expect(answer).not.toContain(hidden.marker);
    if (row.shows) expect(answer).toContain(shown.marker);
    // The unassigned conversation got nothing from the recruiter.
    const written = await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, hidden.conversationId));
    expect(written.map((m) => m.body)).toEqual([`${hidden.marker} message`]);
    expect(written[0]!.readAt).toBeNull();
  });

  const ASSISTANT_ROWS: Record<string, (c: HubConnection, t: Target) => Promise<unknown>> = {
    UpdateContextV2: (c, t) => c.invoke('UpdateContextV2', 'wakat-it', t.slug),
    SendMessage: (c) => c.invoke('SendMessage', 'A Go developer in Warsaw'),
    // Ratings and decisions name the caller's own messages and proposals, never an offer.
    ScoreMessage: (c) => c.invoke('ScoreMessage', 1, 1, null),
    DecideProposal: (c) => c.invoke('DecideProposal', 1, 'applied'),
  };

  it('has a row for every assistant hub method', () => {
    expect([...assistant.methods].sort()).toEqual(Object.keys(ASSISTANT_ROWS).sort());
  });

  it('reads into the assistant only the drafts of offers in the recruiter’s reach', async () => {
    const hidden = await target('unassigned');
    const shown = await target('assigned');
    const drafts = { hidden: await draftOf(hidden), shown: await draftOf(shown) };
    const ask = async (draftId: string) => {
      const connection = await connect('/hubs/assistant', rita.cookie);
      await connection.invoke('UpdateContextV2', 'wakat-it', draftId);
      forms.length = 0;
      await connection.invoke('SendMessage', 'A Go developer in Warsaw');
      await connection.stop();
      return JSON.stringify(forms);
    };
    const refused = await ask(drafts.hidden);
    expect(refused).not.toContain(hidden.marker);
    const allowed = await ask(drafts.shown);
    expect(allowed).toContain(shown.marker);
    // The rest of the methods touch no offer; each is still called, and answers nothing of the hidden one.
    const connection = await connect('/hubs/assistant', rita.cookie);
    for (const [method, run] of Object.entries(ASSISTANT_ROWS)) {
      const answer = await run(connection, hidden).catch((error: unknown) => String(error));
      expect(JSON.stringify(answer ?? null), method).not.toContain(hidden.marker);
    }
  });
});

import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import { eq } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { issueHubToken } from '@/lib/auth/hub-token';
import { installDbHandle } from '@/lib/db/client';
import {
  assistantMessages,
  assistantProposals,
  assistantRatings,
  cities,
  companyMembers,
  offerDrafts,
  skills,
} from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { startHubServer } from '@/lib/realtime/hub-test-server';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertTenant } from '@/tests/factories/tenant';
import { ASSISTANT_RATE_LIMITS, createAssistantHub } from './assistant-hub';
import { forgetDictionaries } from './dictionaries';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await insertTenant(db, 'it', undefined, true);
const tenant = await resolveTenant('it.localhost', db);
await db.insert(skills).values(
  ['Java', 'Spring', 'Kafka', 'React'].map((name) => ({
    name,
    slug: name.toLowerCase(),
    normalizedName: name.toLowerCase(),
  })),
);
await db.insert(cities).values({
  slug: 'krakow',
  labels: { pl: 'Kraków', en: 'Kraków' },
  group: 'top',
  voivodeship: 'małopolskie',
  latitude: 50.0647,
  longitude: 19.945,
});
const companyA = await insertCompany(db, tenant.id, 'Alpha Soft');
const companyB = await insertCompany(db, tenant.id, 'Beta Secret Works');
const owner = await createEmployer(db, tenant, [{ companyId: companyA, right: 'owner' }]);
const other = await createEmployer(db, tenant, [{ companyId: companyB, right: 'recruiter' }]);
const candidate = await createCandidate(db, tenant);
const [draftB] = await db
  .insert(offerDrafts)
  .values({ tenantId: tenant.id, companyId: companyB, slug: 'beta-draft', content: { title: 'Hidden role' } })
  .returning({ id: offerDrafts.id });

const hub = createAssistantHub();
const server = await startHubServer([hub.endpoint]);
afterAll(async () => {
  await hub.close();
  await server.close();
});
beforeEach(() => {
  resetRateLimits();
  forgetDictionaries();
});

const url = `${server.origin}/hubs/assistant`;
const open: HubConnection[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) await c.stop();
});

async function connect(auth: { cookie?: string; token?: string }, messagePack = false) {
  let builder = new HubConnectionBuilder()
    .withUrl(url, {
      transport: HttpTransportType.WebSockets,
      headers: { host: 'it.localhost', ...(auth.cookie ? { cookie: auth.cookie } : {}) },
      ...(auth.token ? { accessTokenFactory: () => auth.token! } : {}),
    })
    .configureLogging(LogLevel.None);
  if (messagePack) builder = builder.withHubProtocol(new MessagePackHubProtocol());
  const connection = builder.build();
  open.push(connection);
  await connection.start();
  return connection;
}

type Event = [string, ...unknown[]];
function record(connection: HubConnection): Event[] {
  const events: Event[] = [];
  for (const name of [
    'StartMessage',
    'ReceiveMessagePart',
    'EndMessage',
    'JobAdProposing',
    'JobAdProposed',
    'StartSearchingInternet',
    'EndSearchingInternet',
    'RateLimit',
  ])
    connection.on(name, (...args: unknown[]) => events.push([name, ...args]));
  return events;
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('the assistant hub with the official client', () => {
  it.each([
    ['JSON', false],
    ['MessagePack', true],
  ])('streams a drafted proposal (%s) and persists the conversation', async (_name, messagePack) => {
    const connection = await connect({ cookie: owner.cookie }, messagePack);
    const events = record(connection);
    await connection.invoke('UpdateContextV2', 'wakat-it', null);
    await connection.invoke('SendMessage', 'Senior Java developer, Kraków hybrydowo, 25-30k B2B, Spring, Kafka');
    await until(() => events.some(([n]) => n === 'EndMessage'));
    const names = events.map(([n]) => n);
    expect(names[0]).toBe('StartMessage');
    expect(names[1]).toBe('JobAdProposing');
    expect(names.filter((n) => n === 'ReceiveMessagePart').length).toBeGreaterThan(3);
    expect(names.at(-2)).toBe('JobAdProposed');
    expect(names.at(-1)).toBe('EndMessage');
    const proposed = events.find(([n]) => n === 'JobAdProposed')![1] as {
      id: string;
      proposal: Record<string, unknown>;
    };
    expect(proposed.proposal).toMatchObject({
      jobPositionName: 'Senior Java Developer',
      jobPositionExperience: 'senior',
      workingPlace: 'hybrid',
      primaryEmploymentType: { type: 'b2b', salaryFrom: 25000, salaryTo: 30000 },
    });
    expect(String(proposed.proposal.jobDescription)).toContain('Alpha Soft');
    const text = events
      .filter(([n]) => n === 'ReceiveMessagePart')
      .map(([, t]) => t)
      .join('');
    const start = events[0]![1] as { id: string };
    const [stored] = await db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.id, Number(start.id)));
    expect(stored).toMatchObject({ isUser: false, content: text });
    const [proposal] = await db
      .select()
      .from(assistantProposals)
      .where(eq(assistantProposals.id, Number(proposed.id)));
    expect(proposal?.decision).toBe('pending');
    expect(await connection.invoke('DecideProposal', proposed.id, 'applied')).toBe(true);
    expect(await connection.invoke('DecideProposal', proposed.id, 'declined')).toBe(false);
  });

  it('takes a rating once, and only from the author of the conversation', async () => {
    const connection = await connect({ cookie: owner.cookie });
    const events = record(connection);
    await connection.invoke('SendMessage', 'Java developer');
    await until(() => events.some(([n]) => n === 'EndMessage'));
    const id = (events[0]![1] as { id: string }).id;
    const intruder = await connect({ cookie: other.cookie });
    expect(await intruder.invoke('ScoreMessage', id, 1, null)).toBe(false);
    expect(await connection.invoke('ScoreMessage', id, -1, 'Too short')).toBe(true);
    expect(await connection.invoke('ScoreMessage', id, 1, null)).toBe(false);
    const ratings = await db
      .select()
      .from(assistantRatings)
      .where(eq(assistantRatings.messageId, Number(id)));
    expect(ratings).toEqual([expect.objectContaining({ score: -1, comment: 'Too short' })]);
    await expect(connection.invoke('ScoreMessage', id, 5, null)).rejects.toThrow(/Invalid rating/);
  });

  it('never reads another company’s draft into the conversation', async () => {
    const connection = await connect({ cookie: owner.cookie });
    const events = record(connection);
    await connection.invoke('UpdateContextV2', 'wakat-it', String(draftB!.id));
    await connection.invoke('SendMessage', 'Java developer, 20-25k B2B');
    await until(() => events.some(([n]) => n === 'EndMessage'));
    const proposal = (events.find(([n]) => n === 'JobAdProposed')![1] as { proposal: { jobDescription: string } })
      .proposal;
    expect(proposal.jobDescription).toContain('Alpha Soft');
    expect(proposal.jobDescription).not.toContain('Beta Secret');
  });

  it('admits employers only: by cookie or by a hub token for this hub', async () => {
    await expect(connect({})).rejects.toThrow(/401/);
    await expect(connect({ cookie: candidate.cookie })).rejects.toThrow(/401/);
    const token = issueHubToken({ userId: owner.userId, tenantId: tenant.id, hub: '/hubs/assistant' }).token;
    const viaToken = await connect({ token });
    expect(viaToken.connectionId).toBeTruthy();
    const chatToken = issueHubToken({ userId: owner.userId, tenantId: tenant.id, hub: '/hubs/chat' }).token;
    await expect(connect({ token: chatToken })).rejects.toThrow(/401/);
    await expect(connect({ token: `${token}x` })).rejects.toThrow(/401/);
  });

  it('refuses a token once its holder left the company', async () => {
    const leaver = await createEmployer(db, tenant, [{ companyId: companyA, right: 'recruiter' }]);
    const token = issueHubToken({ userId: leaver.userId, tenantId: tenant.id, hub: '/hubs/assistant' }).token;
    await db.delete(companyMembers).where(eq(companyMembers.userId, leaver.userId));
    await expect(connect({ token })).rejects.toThrow(/401/);
  });

  it('answers the rate limit with a RateLimit event and nothing else', async () => {
    const connection = await connect({ cookie: owner.cookie });
    const events = record(connection);
    for (let i = 0; i < ASSISTANT_RATE_LIMITS.perMinute.limit; i++)
      await connection.invoke('SendMessage', `Java developer ${i}`);
    await connection.invoke('SendMessage', 'one too many').catch(() => undefined);
    await until(() => events.some(([n]) => n === 'RateLimit'));
    expect(events.filter(([n]) => n === 'StartMessage')).toHaveLength(ASSISTANT_RATE_LIMITS.perMinute.limit);
  });

  it('ignores blank messages and refuses overlong ones', async () => {
    const connection = await connect({ cookie: owner.cookie });
    const events = record(connection);
    await connection.invoke('SendMessage', '   ');
    await expect(connection.invoke('SendMessage', 'x'.repeat(4001))).rejects.toThrow(/longer than 4000/);
    expect(events).toEqual([]);
  });
});

const [alphaOne, alphaTwo] = await db
  .insert(offerDrafts)
  .values([
    { tenantId: tenant.id, companyId: companyA, slug: 'alpha-one', content: {} },
    { tenantId: tenant.id, companyId: companyA, slug: 'alpha-two', content: {} },
  ])
  .returning({ id: offerDrafts.id });

describe('a conversation is about one draft and knows only itself', () => {
  /** Sends one message and returns the streamed answer and its proposal (null when none came). */
  async function ask(connection: HubConnection, message: string) {
    const events = record(connection);
    await connection.invoke('SendMessage', message);
    await until(() => events.some(([n]) => n === 'EndMessage'));
    for (const name of ['StartMessage', 'ReceiveMessagePart', 'EndMessage', 'JobAdProposing', 'JobAdProposed'])
      connection.off(name);
    const text = events
      .filter(([n]) => n === 'ReceiveMessagePart')
      .map(([, t]) => t)
      .join('');
    const proposed = events.find(([n]) => n === 'JobAdProposed')?.[1] as
      { proposal: Record<string, unknown> & { requiredSkills?: { name: string }[] } } | undefined;
    return { text, proposal: proposed?.proposal ?? null };
  }

  async function conversation(auth: { cookie: string }, key: string | null, draftId: number | null) {
    const connection = await connect(auth);
    await connection.invoke(
      'UpdateContextV2',
      'wakat-it',
      draftId === null ? null : String(draftId),
      ...(key ? [key] : []),
    );
    return connection;
  }

  it('two conversations of one employer, neither with a draft yet, do not leak into each other', async () => {
    const first = await conversation({ cookie: owner.cookie }, 'conversation-one-0001', null);
    const java = await ask(first, 'Senior Java developer, Spring, Kafka, React, Kraków, 25-30k B2B');
    expect(java.proposal).toMatchObject({ jobPositionName: 'Senior Java Developer' });

    const second = await conversation({ cookie: owner.cookie }, 'conversation-two-0001', null);
    const tester = await ask(second, 'Junior tester manualny, Kraków');
    expect(tester.proposal).toMatchObject({
      jobPositionName: 'Junior Tester Manualny',
      jobPositionExperience: 'junior',
    });
    expect(tester.proposal).not.toHaveProperty('requiredSkills');
    expect(tester.proposal).not.toHaveProperty('primaryEmploymentType');
    expect(JSON.stringify(tester)).not.toMatch(/Java|Spring|Kafka|React|25 000|30 000|B2B/);

    // A client that sends no key gets a conversation of its own too, never an earlier one.
    const keyless = await conversation({ cookie: owner.cookie }, null, null);
    const vague = await ask(keyless, 'potrzebuję programisty');
    expect(vague.proposal).toBeNull();
    expect(vague.text).not.toMatch(/Kraków|Senior|Spring|Kafka|25 000/);
    expect(vague.text).toMatch(/za mało na tytuł/);
  });

  it('goes on across a reconnect and the draft’s first save, and another draft starts afresh', async () => {
    const before = await conversation({ cookie: owner.cookie }, 'conversation-three-01', null);
    await ask(before, 'Senior Java developer, Spring, Kafka');
    await before.stop();

    // The popover reconnects with its key; meanwhile the form's first save made the draft.
    const after = await conversation({ cookie: owner.cookie }, 'conversation-three-01', alphaOne!.id);
    const followUp = await ask(after, 'bez Kafki, Kraków');
    expect(followUp.proposal).toMatchObject({ jobPositionName: 'Senior Java Developer' });
    expect(followUp.proposal!.requiredSkills!.map((s) => s.name)).toEqual(['Java', 'Spring']);

    // The same popover key on another draft is another conversation.
    const other = await conversation({ cookie: owner.cookie }, 'conversation-three-01', alphaTwo!.id);
    const fresh = await ask(other, 'Kraków, hybrydowo');
    expect(fresh.proposal).not.toHaveProperty('jobPositionName');
    expect(fresh.proposal).not.toHaveProperty('requiredSkills');
    expect(fresh.text).not.toMatch(/Java|Spring/);
  });

  it('another employer using the same key gets nothing of the conversation', async () => {
    const mine = await conversation({ cookie: owner.cookie }, 'conversation-four-01', null);
    await ask(mine, 'Senior Java developer, Spring, 25-30k B2B');
    const theirs = await conversation({ cookie: other.cookie }, 'conversation-four-01', null);
    const answer = await ask(theirs, 'Kraków');
    expect(JSON.stringify(answer)).not.toMatch(/Java|Spring|25 000|B2B|Alpha Soft/);
    expect(answer.proposal).toMatchObject({ locations: [expect.objectContaining({ city: 'Kraków' })] });
  });
});

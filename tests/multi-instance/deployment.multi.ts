import { spawnSync } from 'node:child_process';
import { defaultOfferFormValues } from '@/features/offer-form/default-values';
import { toServerShape } from '@/features/offer-form/server-shape';
import { pdfFile, pngFile } from '@/tests/factories/files';
import {
  antiBotToken,
  connectChat,
  DEMO_CODE,
  multipart,
  request,
  signInEmployer,
  signUpCandidate,
  until,
  Visitor,
  type ChatClient,
  type ClientKind,
  type Reply,
} from './client';
import { PORTS, sleep, Stack } from './harness';

/**
 * Two production instances of the build behind Debian's nginx (round robin, no affinity) on one PostgreSQL,
 * one Redis and one S3-compatible server, all started here. Every request goes through the balancer unless a
 * test is about one instance. The tests run in order and build on each other: the offer published first is
 * the one applied to, and the application is the one whose candidate is invited to chat.
 */

const stack = new Stack();
const INSTANCES = PORTS.instances.map((p) => `127.0.0.1:${p}`);

beforeAll(async () => {
  process.once('exit', () => stack.killAllNow());
  try {
    await stack.start();
  } catch (error) {
    console.error(stack.logTails());
    throw error;
  }
}, 300_000);

afterAll(async () => {
  for (const c of clients.splice(0)) await c.stop().catch(() => undefined);
  await stack.stop();
}, 60_000);

/** A test that cannot run because an earlier one did not leave what it needs. */
const NEEDS = 'needs, from an earlier test,';
function need<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`${NEEDS} ${what}`);
  return value;
}

afterEach((context) => {
  const result = context.task.result;
  if (result?.state !== 'fail') return;
  if (result.errors?.every((e) => String(e.message).startsWith(NEEDS))) return;
  console.error(`${context.task.name}: the deployment's logs\n${stack.logTails(25)}`);
});

const clients: ChatClient[] = [];
async function connect(
  visitor: Visitor,
  kind: ClientKind,
  tag: string,
  options?: { reconnect?: boolean; port?: number },
) {
  const client = await connectChat(visitor, kind, tag, options);
  clients.push(client);
  return client;
}
async function closeAll() {
  for (const c of clients.splice(0)) await c.stop().catch(() => undefined);
}

/** One request through the balancer that only moves its round robin on by one. */
const spacer = () => request('GET', '/api/v2/app-config');

/** The instances whose logged requests carried `client=<tag>` (and, with `stream`, the connection's `id`). */
function upstreamsOf(tag: string, { stream = false } = {}): Set<string> {
  const found = new Set<string>();
  for (const line of stack.accessLog()) {
    if (!line.includes(`client=${encodeURIComponent(tag)}`)) continue;
    if (stream && (line.includes('/negotiate') || !/[?&]id=/.test(line) || !line.startsWith('GET '))) continue;
    const upstream = /upstream=(\S+)/.exec(line)?.[1];
    // A request nginx retried names each server it tried ("a, b"): the last one answered.
    if (upstream) found.add(upstream.split(',').pop()!.trim());
  }
  return found;
}

/**
 * The instances that held each tagged connection's transport (WebSocket, event stream or polls), once the
 * balancer has logged them (it writes a line when the connection ends, a moment after the client closed it).
 */
async function connectionInstances(tags: string[]): Promise<string[][]> {
  await until('the balancer’s log of the closed connections', () =>
    tags.every((t) => upstreamsOf(t, { stream: true }).size > 0),
  ).catch(() => undefined);
  return tags.map((t) => [...upstreamsOf(t, { stream: true })]);
}

interface State {
  employer: Visitor;
  candidate: Visitor;
  candidateName: string;
  offerSlug: string;
  marker: string;
  applicationId: number;
  conversationId: number;
  logoUrl: string;
  appliedSlug: string;
}
const state: Partial<State> = {};

interface Category {
  id: number;
  key: string;
  isStatic?: boolean;
  children?: Category[];
}

/** Publishes a new offer with the demo code through the API the offer form uses; answers its slug. */
async function publishOffer(employer: Visitor, title: string): Promise<string> {
  const { data: tree } = await employer.json<{ data: Category[] }>('GET', '/api/v1/categories');
  const main = tree.find((c) => !c.isStatic && (c.children?.length ?? 0) > 0)!;
  const sub = main.children![0]!;
  const skills = await employer.json<{ data: { id: number; name: string }[] }>('GET', '/api/v1/skills?pageSize=1');
  const skill = skills.data[0]!;
  const company = await employer.json<{ name?: string; size?: string; data?: { name: string; size: string } }>(
    'GET',
    '/api/v1/company',
  );
  const companyName = company.data?.name ?? company.name ?? 'Firma';
  const companySize = company.data?.size ?? company.size ?? '11-50';
  const draft = await employer.send('POST', '/api/v1/offers/initiate', {
    headers: { 'content-type': 'application/json', 'recaptcha-disable': '1' },
    body: JSON.stringify({ pricing_plan: 'pro' }),
  });
  expect(draft.status, draft.text()).toBe(201);
  const { id, slug } = draft.json<{ id: number; slug: string }>();
  // The logo, as the form uploads it: stored as the company's at once.
  const upload = multipart({}, { field: 'company_logo', name: 'logo.png', type: 'image/png', bytes: pngFile() });
  const stored = await employer.send('POST', `/api/v1/offers/${encodeURIComponent(slug)}/logo`, {
    headers: { 'content-type': upload.type },
    body: upload.body,
  });
  expect(stored.status, `logo upload via ${stored.upstream}: ${stored.text()}`).toBeLessThan(300);
  const logo = stored.json<{ url: string; thumbUrl?: string | null }>();
  state.logoUrl = logo.url;
  const values = {
    ...defaultOfferFormValues('pro'),
    companyLogo: { url: logo.url, thumbUrl: logo.thumbUrl ?? logo.url },
    companyName,
    companySize,
    companyWebsite: 'https://example.com',
    applicationType: 'email',
    applicationTypeUri: 'jobs@example.com',
    informationClauseText: 'Administratorem danych osobowych kandydatów jest firma z siedzibą w Warszawie.',
    contactName: 'Anna Nowak',
    contactEmail: 'anna@example.com',
    jobCategory: main.key,
    jobSubcategory: sub.key,
    jobDescription: '<p>Oferta opublikowana przez dwie instancje za jednym balanserem.</p>',
    locations: [{ city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL', latitude: null, longitude: null }],
    jobPositionName: title,
    jobPositionExperience: 'mid',
    primarySalary: { employmentType: 'b2b', from: '15000', to: '22000', salaryType: '' },
    requiredSkills: [{ id: skill.id, name: skill.name, level: 3 }],
    workingPlace: 'hybrid',
    workingTime: 'full_time',
  } as ReturnType<typeof defaultOfferFormValues>;
  await employer.json('PUT', `/api/v2/employer-panel/drafts/${id}`, {
    ...toServerShape(values, { draft: true, slug, logo: { url: logo.url, thumbUrl: logo.thumbUrl ?? logo.url } }),
    formStep: 'summary',
  });
  await employer.json('GET', `/api/v2/employer-panel/drafts/${id}/verify-code/${DEMO_CODE}?extend=false`);
  const published = await employer.json<{ offerId: number; slug?: string }>(
    'POST',
    `/api/v2/employer-panel/drafts/${id}/publish-with-code?code=${DEMO_CODE}`,
  );
  expect(published.offerId).toBeGreaterThan(0);
  const offer = await employer.json<{ slug?: string; data?: { slug: string } }>(
    'GET',
    `/api/v2/employer-panel/offers/${published.offerId}`,
  );
  return offer.slug ?? offer.data?.slug ?? slug;
}

async function listed(visitor: Visitor, marker: string, port?: number) {
  const path = `/api/v2/user-panel/offers/by-cursor?itemsCount=20&keywords[]=${encodeURIComponent(marker)}`;
  const reply = port
    ? await request('GET', path, { port, headers: { cookie: 'multi=uncached' } })
    : await visitor.get(path);
  expect(reply.status, reply.text()).toBe(200);
  return { slugs: reply.json<{ data: { slug: string }[] }>().data.map((o) => o.slug), upstream: reply.upstream };
}

describe('two instances behind a round-robin balancer', () => {
  it('spreads requests over both instances, with no affinity', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const reply = await spacer();
      expect(reply.status).toBe(200);
      seen.add(reply.upstream);
    }
    expect([...seen].sort()).toEqual([...INSTANCES].sort());
  });

  it('an employer publishes with the demo code and a candidate sees the offer on the next list request', async () => {
    state.employer = await signInEmployer();
    state.marker = `mi${stack.id}`;
    const anonymous = new Visitor();
    // Both instances have answered (and cached) the list for this keyword before the offer exists.
    for (let i = 0; i < 2; i++) expect((await listed(anonymous, state.marker)).slugs).toEqual([]);
    state.offerSlug = await publishOffer(state.employer, `Programista ${state.marker}`);
    const upstreams = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const { slugs, upstream } = await listed(anonymous, state.marker);
      expect(slugs, `the list answered by ${upstream}`).toContain(state.offerSlug);
      upstreams.add(upstream);
    }
    expect(upstreams.size).toBe(2);
    const page = await anonymous.get(`/api/v1/offers/${state.offerSlug}`);
    expect(page.status).toBe(200);
  });

  it('the logo stored through one instance shows on both', async () => {
    const path = new URL(need(state.logoUrl, 'the stored logo'), 'http://it.localhost').pathname;
    const answers: { status: number; upstream: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const reply = await request('GET', path);
      answers.push({ status: reply.status, upstream: reply.upstream });
    }
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    expect(answers).toEqual(answers.map((a) => ({ ...a, status: 200 })));
  });

  it('a candidate applies with a CV and the employer downloads it from either instance', async () => {
    const employer = need(state.employer, 'the signed-in employer');
    // The offer published above, else (so the chat can still be tested) another offer of the company.
    const { data: own } = await employer.json<{ data: { offer: { slug: string } }[] }>(
      'GET',
      '/api/v2/employer-panel/applications?pageSize=100',
    );
    const slugs = [...new Set([state.offerSlug, ...own.map((a) => a.offer.slug)])].filter(Boolean) as string[];
    state.candidateName = `Ola Wieloinstancyjna ${stack.id}`;
    const { visitor: candidate, email } = await signUpCandidate(state.candidateName);
    state.candidate = candidate;
    const cv = pdfFile({ size: 150_000 });
    const { body, type } = multipart(
      { name: state.candidateName, email, message: 'Dzień dobry, przesyłam CV.' },
      { name: 'cv.pdf', type: 'application/pdf', bytes: cv },
    );
    let applied: Reply | null = null;
    for (const slug of slugs) {
      applied = await candidate.send('POST', `/api/v1/offers/${encodeURIComponent(slug)}/applications`, {
        headers: { 'content-type': type, 'recaptcha-token': await antiBotToken(candidate, 'apply') },
        body,
      });
      if (applied.status === 201) {
        state.appliedSlug = slug;
        break;
      }
    }
    expect(applied?.status, applied?.text()).toBe(201);
    expect(state.appliedSlug, 'the application went to the offer published above').toBe(state.offerSlug);
    state.applicationId = applied!.json<{ id: number }>().id;

    const answers: { status: number; upstream: string; same: boolean }[] = [];
    for (let i = 0; i < 6; i++) {
      const file = await state.employer!.get(
        `/api/v1/offers/${encodeURIComponent(state.appliedSlug!)}/applications/${state.applicationId}/download`,
      );
      answers.push({
        status: file.status,
        upstream: file.upstream,
        same: Buffer.compare(file.body, Buffer.from(cv)) === 0,
      });
      if (file.status === 200) {
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(String(file.headers['cache-control'])).toContain('no-store');
      }
    }
    expect(new Set(answers.map((a) => a.upstream)).size, 'both instances served the download').toBe(2);
    expect(answers, 'every download, on either instance, is the uploaded CV').toEqual(
      answers.map((a) => ({ ...a, status: 200, same: true })),
    );
    // The candidate's own copy, too.
    for (let i = 0; i < 2; i++) {
      const own = await candidate.get(`/api/v1/applications/${state.applicationId}/attachment`);
      expect(own.status, `candidate download via ${own.upstream}`).toBe(200);
    }
  });
});

/**
 * The conversation the invitation test opened; if that test failed after the invitation was sent, the
 * candidate accepts it on one instance directly (no balancer), so the transports are still tested each.
 */
async function conversation(): Promise<number> {
  if (state.conversationId) return state.conversationId;
  need(state.applicationId, 'the application');
  const connection = await connectChat(state.candidate!, 'websockets', 'accept-directly', { port: PORTS.instances[0] });
  try {
    await state.employer!.json('POST', '/api/v2/employer-panel/chat/invitations', {
      applicationId: state.applicationId,
    });
    const { invitations } = await connection.invoke<{ invitations: { id: number; status: string }[] }>(
      'GetInvitations',
    );
    const invitation = need(
      invitations.find((i) => i.status === 'received'),
      'an invitation to accept',
    );
    const answer = await connection.invoke<{ conversationId: number }>('RespondToInvitation', invitation.id, true);
    state.conversationId = answer.conversationId;
    return answer.conversationId;
  } finally {
    await connection.stop();
  }
}

describe('chat between sockets on different instances', () => {
  afterEach(closeAll);

  it('the invitation reaches the candidate’s socket and the accepted conversation opens for the employer', async () => {
    need(state.applicationId, 'the application');
    const candidateA = await connect(state.candidate!, 'websockets', 'invite-candidate-a');
    await spacer();
    const candidateB = await connect(state.candidate!, 'websockets', 'invite-candidate-b');
    const employer = await connect(state.employer!, 'websockets', 'invite-employer');
    const invited: unknown[] = [];
    candidateA.on('InvitationReceived', (e) => invited.push(e));
    candidateB.on('InvitationReceived', (e) => invited.push(e));
    const started: unknown[] = [];
    employer.on('ConversationStarted', (e) => started.push(e));
    const sent = await state.employer!.json<{ id: number }>('POST', '/api/v2/employer-panel/chat/invitations', {
      applicationId: state.applicationId,
    });
    await until('the invitation on both candidate sockets', () => invited.length === 2);
    const { invitations } = await candidateA.invoke<{ invitations: { id: number; status: string }[] }>(
      'GetInvitations',
    );
    expect(invitations.find((i) => i.id === sent.id)?.status).toBe('received');
    const answer = await candidateB.invoke<{ status: string; conversationId: number }>(
      'RespondToInvitation',
      sent.id,
      true,
    );
    expect(answer.status).toBe('accepted');
    state.conversationId = answer.conversationId;
    await until('the conversation on the employer’s socket', () => started.length === 1);
    await closeAll();
    const where = await connectionInstances(['invite-candidate-a', 'invite-candidate-b']);
    expect(new Set(where.flat()).size, `the candidate’s two sockets: ${JSON.stringify(where)}`).toBe(2);
  });

  const kinds: ClientKind[] = ['websockets', 'sse', 'longpolling', 'aspnet-1.1.4'];
  for (const kind of kinds) {
    it(`carries messages both ways over ${kind}`, async () => {
      const conversationId = await conversation();
      const tag = (who: string) => `${kind}-${who}-${stack.id}`;
      const employer = await connect(state.employer!, kind, tag('employer'));
      const candidateA = await connect(state.candidate!, kind, tag('candidate-a'));
      await spacer();
      const candidateB = await connect(state.candidate!, kind, tag('candidate-b'));
      const toCandidate: { body: string }[] = [];
      const toEmployer: { body: string }[] = [];
      candidateA.on('ReceiveMessage', (m) => toCandidate.push(m as { body: string }));
      candidateB.on('ReceiveMessage', (m) => toCandidate.push(m as { body: string }));
      employer.on('ReceiveMessage', (m) => toEmployer.push(m as { body: string }));

      const question = `Pytanie przez ${kind} ${Date.now()}`;
      const sent = await employer.invoke<{ body: string; mine: boolean }>('SendMessage', conversationId, question);
      expect(sent).toMatchObject({ body: question, mine: true });
      await until(`the employer's message on both candidate sockets (${kind})`, () => toCandidate.length === 2);
      expect(toCandidate.map((m) => m.body)).toEqual([question, question]);

      const answers = [`Odpowiedź A przez ${kind}`, `Odpowiedź B przez ${kind}`];
      await candidateA.invoke('SendMessage', conversationId, answers[0]);
      await candidateB.invoke('SendMessage', conversationId, answers[1]);
      // The company's sockets also get the employer's own message (mine: false): only the answers count here.
      const answersIn = () => toEmployer.map((m) => m.body).filter((b) => answers.includes(b));
      await until(`both answers on the employer's socket (${kind})`, () => answersIn().length === 2);
      expect(answersIn().sort()).toEqual([...answers].sort());

      const history = await candidateA.invoke<{ body: string }[]>('GetHistory', conversationId, null);
      expect(history.map((m) => m.body).slice(-3)).toEqual([question, ...answers]);
      const conversations = await employer.invoke<{ id: number }[]>('GetConversations');
      expect(conversations.map((c) => c.id)).toContain(conversationId);

      await closeAll();
      // The messages crossed instances: the three connections did not all live on one.
      const where = await connectionInstances([tag('employer'), tag('candidate-a'), tag('candidate-b')]);
      expect(new Set(where.flat()).size, `instances of the connections: ${JSON.stringify(where)}`).toBe(2);
    });
  }
});

describe('deployments sharing one Redis', () => {
  afterEach(closeAll);

  it('two deployment prefixes never see each other’s events', async () => {
    await conversation();
    const otherPrefix = `${stack.prefix}-other`;
    await stack.startOtherDeployment(otherPrefix);
    // The same people on both deployments (same database): only the prefix separates them.
    const connectOther = (visitor: Visitor, tag: string) => connect(visitor, 'websockets', tag, { port: PORTS.other });
    const candidateHere = await connect(state.candidate!, 'websockets', `prefix-candidate-${stack.id}`);
    const candidateThere = await connectOther(state.candidate!, `prefix-candidate-other-${stack.id}`);
    const employerThere = await connectOther(state.employer!, `prefix-employer-other-${stack.id}`);
    const employerHere = await connect(state.employer!, 'websockets', `prefix-employer-${stack.id}`);
    const here: string[] = [];
    const there: string[] = [];
    candidateHere.on('ReceiveMessage', (m) => here.push((m as { body: string }).body));
    candidateThere.on('ReceiveMessage', (m) => there.push((m as { body: string }).body));

    await employerHere.invoke('SendMessage', state.conversationId, 'Tylko w tym wdrożeniu');
    await until('the message inside its own deployment', () => here.length === 1);
    await employerThere.invoke('SendMessage', state.conversationId, 'Tylko w drugim wdrożeniu');
    await until('the message inside the other deployment', () => there.includes('Tylko w drugim wdrożeniu'));
    await sleep(500);
    expect(here, 'events of the other deployment reached this one').toEqual(['Tylko w tym wdrożeniu']);
    expect(there, 'events of this deployment reached the other one').toEqual(['Tylko w drugim wdrożeniu']);

    // Every key and channel on the shared Redis carries one of the two prefixes.
    const cli = (...args: string[]) =>
      spawnSync('redis-cli', ['-p', String(PORTS.redis), ...args], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter(Boolean);
    const keys = cli('--scan');
    const channels = cli('pubsub', 'channels');
    const foreign = [...keys, ...channels].filter((k) => !k.startsWith(stack.prefix));
    // Who holds them: the Redis clients with subscriptions, and the process behind each address.
    const holders = foreign.length
      ? cli('client', 'list')
          .filter((c) => !/ sub=0 /.test(c) || !/ psub=0 /.test(c))
          .map((c) => {
            const port = /addr=127\.0\.0\.1:(\d+)/.exec(c)?.[1];
            const owner = port
              ? spawnSync('ss', ['-Htnp', `sport = :${port}`], { encoding: 'utf8' }).stdout.trim()
              : '';
            return `${/name=\S*/.exec(c)?.[0] ?? ''} ${/ sub=\d+/.exec(c)?.[0] ?? ''} ${owner}`;
          })
      : [];
    expect(foreign, `keys and channels without a deployment prefix; subscribers:\n${holders.join('\n')}`).toEqual([]);
  });
});

describe('Redis stopped and restarted mid-journey', () => {
  afterEach(closeAll);

  it('chat keeps working on one instance while Redis is down, and lists converge after the restart', async () => {
    const conversationId = await conversation();
    const [one, two] = PORTS.instances;
    const direct = (visitor: Visitor, port: number) =>
      connect(visitor, 'websockets', `outage-${port}`, { port, reconnect: true });
    const employer = await direct(state.employer!, one!);
    const candidate = await direct(state.candidate!, one!);
    const received: string[] = [];
    candidate.on('ReceiveMessage', (m) => received.push((m as { body: string }).body));

    // Both instances have counted the board's offers (cached under the board's generation).
    const countOn = async (port: number) => {
      const reply = await request('GET', '/api/v2/user-panel/offers/count', { port });
      expect(reply.status, reply.text()).toBe(200);
      return reply.json<{ count: number }>().count;
    };
    const before = await countOn(one!);
    expect(await countOn(two!)).toBe(before);

    let sendMs = NaN;
    const duringOutage = async () => {
      const sentAt = Date.now();
      const sent = await employer.invoke<{ body: string }>('SendMessage', conversationId, 'Redis leży, a czat działa');
      sendMs = Date.now() - sentAt;
      expect(sent.body).toBe('Redis leży, a czat działa');
      await until('the message on the same instance while Redis is down', () => received.length === 1, 5000);
      expect(sendMs, 'SendMessage answered without waiting for Redis').toBeLessThan(2000);
      await candidate.invoke('SendMessage', conversationId, 'Odpowiedź bez Redisa');

      // An offer published while Redis is down (through the balancer, so by either instance).
      await publishOffer(state.employer!, `Programista bez Redisa ${stack.id}`);
    };
    await stack.stopRedis();
    try {
      await duringOutage();
    } finally {
      stack.startRedis();
      await stack.waitRedis();
    }
    const restartedAt = Date.now();
    // No list stays stale: each instance counts the new offer well before its caches' TTL (60 s) runs out.
    await until(
      'both instances count the offer published during the outage',
      async () => (await countOn(one!)) === before + 1 && (await countOn(two!)) === before + 1,
      20_000,
    );
    const convergedMs = Date.now() - restartedAt;
    console.log(
      `[multi] lists converged ${convergedMs} ms after Redis came back; SendMessage during the outage ${sendMs} ms`,
    );

    // And the bus is back: a message crosses instances again.
    const remote = await direct(state.candidate!, two!);
    const remoteReceived: string[] = [];
    remote.on('ReceiveMessage', (m) => remoteReceived.push((m as { body: string }).body));
    await until(
      'a message from instance 1 on a socket of instance 2 after the restart',
      async () => {
        await employer.invoke('SendMessage', conversationId, `Redis wrócił ${Date.now()}`);
        await sleep(300);
        return remoteReceived.length > 0;
      },
      20_000,
    );
    const history = await employer.invoke<{ body: string }[]>('GetHistory', conversationId, null);
    const bodies = history.map((m) => m.body);
    expect(
      bodies.filter((b) => b === 'Redis leży, a czat działa'),
      'stored once',
    ).toHaveLength(1);
  });
});

describe('an instance killed mid-chat', () => {
  afterEach(closeAll);

  it('kill -9 of one instance: its clients reconnect through the balancer and the chat goes on', async () => {
    const conversationId = await conversation();
    const employer = await connect(state.employer!, 'websockets', `kill-employer-${stack.id}`, { reconnect: true });
    const candidateA = await connect(state.candidate!, 'websockets', `kill-candidate-a-${stack.id}`, {
      reconnect: true,
    });
    await spacer();
    const candidateB = await connect(state.candidate!, 'websockets', `kill-candidate-b-${stack.id}`, {
      reconnect: true,
    });
    const toCandidate: string[] = [];
    const toEmployer: string[] = [];
    candidateA.on('ReceiveMessage', (m) => toCandidate.push((m as { body: string }).body));
    candidateB.on('ReceiveMessage', (m) => toCandidate.push((m as { body: string }).body));
    employer.on('ReceiveMessage', (m) => toEmployer.push((m as { body: string }).body));
    await employer.invoke('SendMessage', conversationId, 'Przed awarią');
    await until('the message before the crash on both candidate sockets', () => toCandidate.length === 2);

    await stack.killInstance(1);
    const all = [employer, candidateA, candidateB];
    await until(
      'a client of the killed instance notices',
      () => all.some((c) => c.lifecycle.includes('reconnecting')),
      15_000,
    );
    await until(
      'every client connected again (through the balancer, to the live instance)',
      () => all.every((c) => c.state === 'Connected'),
      30_000,
    );
    expect(
      all.every((c) => !c.lifecycle.includes('closed')),
      'no client gave up',
    ).toBe(true);

    toCandidate.length = 0;
    await employer.invoke('SendMessage', conversationId, 'Po awarii');
    await until('the message after the crash on both candidate sockets', () => toCandidate.length === 2);
    await candidateB.invoke('SendMessage', conversationId, 'Nadal jestem');
    await until('the answer after the crash', () => toEmployer.includes('Nadal jestem'));

    // The balancer keeps answering while one instance is gone.
    for (let i = 0; i < 4; i++) expect((await spacer()).status).toBe(200);
  });
});

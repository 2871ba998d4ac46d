import type { IncomingMessage } from 'node:http';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import { redisBus, type Bus } from '@/lib/cache/bus';
import { createHub, type Hub } from './hub';
import { startHubServer } from './hub-test-server';
import type { HubUser } from './hub-types';

// CI and the development machine run Redis on its standard port; REDIS_URL points elsewhere.
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const userOf = (req: IncomingMessage): HubUser | null =>
  typeof req.headers['x-user'] === 'string' ? { id: req.headers['x-user'] } : null;

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const item of opened.reverse()) await item.close();
});

/** One "instance": its own bus connections to Redis, hub and HTTP server. */
async function instance(path: string) {
  const bus: Bus = await redisBus(REDIS);
  const hub: Hub<HubUser> = createHub({
    path,
    bus,
    authorize: userOf,
    methods: {
      Join: (ctx, group: string) => ctx.groups.add(ctx.connection.id, group),
      Shout: (ctx, group: string, text: string) => ctx.clients.group(group).send('Heard', text),
      Tell: (ctx, userId: string, text: string) => ctx.clients.user(userId).send('Heard', text),
    },
  });
  const server = await startHubServer([hub.endpoint]);
  opened.push(bus, server, hub);
  await hub.ready;
  return { hub, url: `${server.origin}${path}` };
}

async function connect(url: string, user: string, msgpack = false): Promise<HubConnection> {
  let builder = new HubConnectionBuilder()
    .withUrl(url, { transport: HttpTransportType.WebSockets, headers: { 'x-user': user } })
    .configureLogging(LogLevel.None);
  if (msgpack) builder = builder.withHubProtocol(new MessagePackHubProtocol());
  const connection = builder.build();
  opened.push({ close: () => connection.stop() });
  await connection.start();
  return connection;
}

const heard = (connection: HubConnection) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nothing heard within 2 s')), 2000);
    connection.on('heard', (text: string) => {
      clearTimeout(timer);
      resolve(text);
    });
  });

describe('hub fan-out across instances over Redis', () => {
  it('delivers one message to sockets on both instances: all, a group, a user', async () => {
    const path = `/hubs/redis-${crypto.randomUUID().slice(0, 8)}`;
    const [one, two] = [await instance(path), await instance(path)];
    const alice = await connect(one.url, 'alice');
    const bobHere = await connect(one.url, 'bob');
    const bobThere = await connect(two.url, 'bob', true);

    const everyone = [heard(alice), heard(bobHere), heard(bobThere)];
    await one.hub.clients.all.send('Heard', 'to all');
    expect(await Promise.all(everyone)).toEqual(['to all', 'to all', 'to all']);

    alice.off('heard');
    bobHere.off('heard');
    bobThere.off('heard');
    const bobs = [heard(bobHere), heard(bobThere)];
    await alice.invoke('Tell', 'bob', 'to bob');
    expect(await Promise.all(bobs)).toEqual(['to bob', 'to bob']);

    bobHere.off('heard');
    bobThere.off('heard');
    await bobThere.invoke('Join', 'kotlin');
    await alice.invoke('Join', 'kotlin');
    const members = [heard(alice), heard(bobThere)];
    let outsider = false;
    bobHere.on('heard', () => (outsider = true));
    await bobThere.invoke('Shout', 'kotlin', 'to the group');
    expect(await Promise.all(members)).toEqual(['to the group', 'to the group']);
    expect(outsider).toBe(false);
  });

  it('disconnects a user on every instance', async () => {
    const path = `/hubs/redis-${crypto.randomUUID().slice(0, 8)}`;
    const [one, two] = [await instance(path), await instance(path)];
    const here = await connect(one.url, 'carol');
    const there = await connect(two.url, 'carol');
    const closed = [here, there].map((c) => new Promise<Error | undefined>((resolve) => c.onclose(resolve)));
    await two.hub.disconnectUser('carol', { error: 'removed from the company' });
    const errors = await Promise.all(closed);
    expect(errors.map((e) => e?.message)).toEqual([
      'Server returned an error on close: removed from the company',
      'Server returned an error on close: removed from the company',
    ]);
  });
});

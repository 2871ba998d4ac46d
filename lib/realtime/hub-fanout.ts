import type { Bus } from '@/lib/cache/bus';
import type { HubConnectionState } from './hub-connection';
import type { Frame, HubMessage } from './hub-protocol';
import type { ClientProxy, HubClients, HubGroups, HubUser } from './hub-types';

/**
 * Server-to-client events for everyone, a user, a group or a connection. Every event goes through the
 * bus (in memory, or Redis with REDIS_URL, where every instance, this one included, receives it), and
 * each instance delivers it to the sockets it holds. Group membership is kept where the socket is.
 */
export interface Fanout {
  clients: HubClients;
  groups: HubGroups;
  /** Ends every connection of a user on every instance (e.g. access revoked: no reconnect). */
  disconnectUser(userId: string, options?: { allowReconnect?: boolean; error?: string }): Promise<void>;
}

type Envelope =
  | {
      kind: 'send';
      to: 'all' | 'user' | 'group' | 'conn';
      key?: string;
      except?: string;
      target: string;
      args: unknown[];
    }
  | { kind: 'group'; add: boolean; connectionId: string; group: string }
  | { kind: 'close'; userId: string; allowReconnect?: boolean; error?: string };

type Close = (state: HubConnectionState<HubUser>, options: { allowReconnect?: boolean; error?: string }) => void;

export function createFanout<U extends HubUser>(path: string, busPromise: Promise<Bus>, close: Close) {
  // The bus puts the deployment's prefix in front: `<REDIS_PREFIX>:hub:/hubs/chat` on Redis.
  const channel = `hub:${path}`;
  const byId = new Map<string, HubConnectionState<U>>();
  const byUser = new Map<string, Set<HubConnectionState<U>>>();
  const groups = new Map<string, Set<HubConnectionState<U>>>();
  let unsubscribe: (() => void) | null = null;
  let stopped = false;

  const ready = busPromise.then((bus) => {
    if (!stopped) unsubscribe = bus.subscribe(channel, (raw) => receive(JSON.parse(raw) as Envelope));
  });

  async function publish(envelope: Envelope) {
    const bus = await busPromise;
    await bus.publish(channel, JSON.stringify(envelope));
  }

  function proxy(to: 'all' | 'user' | 'group' | 'conn', key?: string, except?: string): ClientProxy {
    return { send: (target, ...args) => publish({ kind: 'send', to, key, except, target, args }) };
  }

  function receive(envelope: Envelope) {
    if (envelope.kind === 'group') {
      const state = byId.get(envelope.connectionId);
      if (state) (envelope.add ? join : leave)(state, envelope.group);
      return;
    }
    if (envelope.kind === 'close') {
      for (const state of [...(byUser.get(envelope.userId) ?? [])])
        close(state as HubConnectionState<HubUser>, { allowReconnect: envelope.allowReconnect, error: envelope.error });
      return;
    }
    const targets: Iterable<HubConnectionState<U>> =
      envelope.to === 'all'
        ? byId.values()
        : envelope.to === 'user'
          ? (byUser.get(envelope.key!) ?? [])
          : envelope.to === 'group'
            ? (groups.get(envelope.key!) ?? [])
            : [byId.get(envelope.key!)].filter((s) => s !== undefined);
    const message: HubMessage = { type: 1, target: envelope.target, arguments: envelope.args };
    const encoded = new Map<string, Frame>();
    for (const state of targets) {
      if (state.id === envelope.except || !state.protocol) continue;
      let frame = encoded.get(state.protocol.name);
      if (!frame) encoded.set(state.protocol.name, (frame = state.protocol.write(message)));
      state.send(message, frame);
    }
  }

  function join(state: HubConnectionState<U>, group: string) {
    state.groups.add(group);
    let members = groups.get(group);
    if (!members) groups.set(group, (members = new Set()));
    members.add(state);
  }

  function leave(state: HubConnectionState<U>, group: string) {
    state.groups.delete(group);
    const members = groups.get(group);
    members?.delete(state);
    if (members?.size === 0) groups.delete(group);
  }

  const api: Fanout = {
    clients: {
      all: proxy('all'),
      user: (userId) => proxy('user', userId),
      group: (name) => proxy('group', name),
      client: (connectionId) => proxy('conn', connectionId),
    },
    groups: {
      async add(connectionId, group) {
        const state = byId.get(connectionId);
        if (state) join(state, group);
        else await publish({ kind: 'group', add: true, connectionId, group });
      },
      async remove(connectionId, group) {
        const state = byId.get(connectionId);
        if (state) leave(state, group);
        else await publish({ kind: 'group', add: false, connectionId, group });
      },
    },
    disconnectUser: (userId, options) => publish({ kind: 'close', userId, ...options }),
  };

  return {
    api,
    ready,
    others: (connectionId: string) => proxy('all', undefined, connectionId),
    attach(state: HubConnectionState<U>) {
      byId.set(state.id, state);
      let own = byUser.get(state.user.id);
      if (!own) byUser.set(state.user.id, (own = new Set()));
      own.add(state);
    },
    detach(state: HubConnectionState<U>) {
      byId.delete(state.id);
      const own = byUser.get(state.user.id);
      own?.delete(state);
      if (own?.size === 0) byUser.delete(state.user.id);
      for (const group of [...state.groups]) leave(state, group);
    },
    async stop() {
      stopped = true;
      await ready.catch(() => undefined);
      unsubscribe?.();
    },
  };
}

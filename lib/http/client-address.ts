import type { IncomingMessage } from 'node:http';
import { getEnv, parseTrustProxy, type Env } from '@/lib/env';

/**
 * The address of the client, as this server saw it. Route handlers do not see the socket, so the
 * custom server writes the socket's address into this header on every request, after removing any
 * copy the client sent; nothing else may set it. Without it (a handler called in process) the
 * address is unknown, and everything that depends on it fails closed.
 */
export const CLIENT_ADDRESS_HEADER = 'x-wakat-client-address';
/**
 * Set by server.ts to `1` when the client's request carried a forwarding header. Next adds
 * X-Forwarded-For (the socket's address) to every request it handles, so by the time a route runs the
 * header's presence says nothing about the client; this one does.
 */
export const CLIENT_FORWARDED_HEADER = 'x-wakat-client-forwarded';

const UNKNOWN = 'unknown';
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** Called by server.ts on every request before Next sees it. */
export function stampClientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): void {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  delete req.headers[CLIENT_FORWARDED_HEADER];
  req.headers[CLIENT_ADDRESS_HEADER] = normalise(req.socket.remoteAddress ?? '') || UNKNOWN;
  if (FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) req.headers[CLIENT_FORWARDED_HEADER] = '1';
}

function normalise(address: string): string {
  let a = address.trim().toLowerCase();
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined);
  if (a.startsWith('::ffff:') && a.includes('.')) a = a.slice(7);
  // An address is at most 45 characters (IPv6 with an IPv4 tail); anything longer is not one.
  return /^[0-9a-f:.]{1,45}$/.test(a) ? a : '';
}

export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function socketAddress(headers: Headers): string {
  return normalise(headers.get(CLIENT_ADDRESS_HEADER) ?? '') || UNKNOWN;
}

/** True when TRUST_PROXY says the peer of this socket is a proxy whose forwarding headers we believe. */
export function isBehindTrustedProxy(headers: Headers, env: Env = getEnv()): boolean {
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (!trust) return false;
  if ('hops' in trust) return trust.hops > 0;
  return isTrusted(socketAddress(headers), trust.addresses);
}

function isTrusted(address: string, trusted: string[]): boolean {
  return trusted.some((t) => (t === 'loopback' ? isLoopbackAddress(address) : t === address));
}

/**
 * The client's address for rate limits and logs: the socket's peer, unless TRUST_PROXY names the proxies
 * in front of us, in which case X-Forwarded-For is read from the right, past exactly those proxies (a
 * client can prepend anything to the header, so its left end is never believed on its own).
 */
export function clientAddress(headers: Headers, env: Env = getEnv()): string {
  const socket = socketAddress(headers);
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (!trust || ('hops' in trust && trust.hops === 0)) return socket;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => normalise(a))
    .filter(Boolean);
  const chain = [...forwarded, socket];
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  let i = chain.length - 1;
  while (i > 0 && isTrusted(chain[i]!, trust.addresses)) i -= 1;
  return chain[i]!;
}

/** A request made on this machine directly: a loopback socket, and the client sent no forwarding header. */
export function isLocalRequest(headers: Headers): boolean {
  if (headers.has(CLIENT_FORWARDED_HEADER)) return false;
  return isLoopbackAddress(socketAddress(headers));
}

import { decode, encode } from '@msgpack/msgpack';

/**
 * The SignalR hub protocol on the wire (docs/realtime.md; HubProtocol.md of dotnet/aspnetcore): the
 * handshake, the JSON protocol (text frames, records ending in 0x1E) and the MessagePack protocol
 * (binary frames, records prefixed by a VarInt length).
 */
export const RECORD_SEPARATOR = 0x1e;
const RS = String.fromCharCode(RECORD_SEPARATOR);

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type HubMessage =
  | { type: 1; target: string; arguments: unknown[]; invocationId?: string; streamIds?: string[] }
  | { type: 2; invocationId: string; item: unknown }
  | { type: 3; invocationId: string; result?: unknown; error?: string }
  | { type: 4; invocationId: string; target: string; arguments: unknown[]; streamIds?: string[] }
  | { type: 5; invocationId: string }
  | { type: 6 }
  | { type: 7; error?: string; allowReconnect?: boolean }
  | { type: 8 | 9; sequenceId: number };

/** Types 1–5 are numbered and buffered under stateful reconnect; the others are not. */
export function isSequenced(message: HubMessage): boolean {
  return message.type <= MessageType.CancelInvocation;
}

export type Frame = string | Uint8Array;

export class ProtocolError extends Error {}

export interface HubProtocol {
  name: 'json' | 'messagepack';
  /** Splits one WebSocket message into records and decodes them; `limit` caps the size of each record. */
  parse(data: Frame, limit: number): HubMessage[];
  write(message: HubMessage): Frame;
}

export const jsonProtocol: HubProtocol = {
  name: 'json',
  parse(data, limit) {
    const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
    if (!text.endsWith(RS)) throw new ProtocolError('Message is incomplete.');
    const records = text.split(RS);
    records.pop();
    return records.map((record) => {
      if (Buffer.byteLength(record) > limit)
        throw new ProtocolError(`The maximum message size of ${limit}B was exceeded.`);
      return checked(JSON.parse(record));
    });
  },
  write(message) {
    return JSON.stringify(message) + RS;
  },
};

export const messagePackProtocol: HubProtocol = {
  name: 'messagepack',
  parse(data, limit) {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const messages: HubMessage[] = [];
    let offset = 0;
    while (offset < bytes.length) {
      let size = 0;
      let shift = 0;
      let byte: number;
      let read = 0;
      do {
        if (offset + read >= bytes.length || read >= 5) throw new ProtocolError('Cannot read message size.');
        byte = bytes[offset + read]!;
        size += (byte & 0x7f) * 2 ** shift;
        shift += 7;
        read += 1;
      } while (byte & 0x80);
      if (size > limit) throw new ProtocolError(`The maximum message size of ${limit}B was exceeded.`);
      const start = offset + read;
      if (start + size > bytes.length) throw new ProtocolError('Incomplete message.');
      messages.push(fromMessagePack(decode(bytes.subarray(start, start + size))));
      offset = start + size;
    }
    return messages;
  },
  write(message) {
    const body = encode(toMessagePack(message));
    const prefix: number[] = [];
    let size = body.length;
    do {
      let byte = size & 0x7f;
      size >>>= 7;
      if (size > 0) byte |= 0x80;
      prefix.push(byte);
    } while (size > 0);
    const frame = new Uint8Array(prefix.length + body.length);
    frame.set(prefix);
    frame.set(body, prefix.length);
    return frame;
  },
};

export function protocolNamed(name: unknown): HubProtocol | null {
  if (name === 'json') return jsonProtocol;
  if (name === 'messagepack') return messagePackProtocol;
  return null;
}

/**
 * A JSON record checked as the .NET JsonHubProtocol reads it: a known type, the fields that type requires
 * with their types (an Invocation needs a `target` and an `arguments` array). Anything else is a protocol
 * error, which closes the connection.
 */
function checked(value: unknown): HubMessage {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ProtocolError('Invalid payload.');
  const m = value as Record<string, unknown>;
  if (m.headers !== undefined && !isStringMap(m.headers))
    throw new ProtocolError("Expected 'headers' to be an object.");
  switch (m.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation:
      if (m.type === MessageType.StreamInvocation || m.invocationId !== undefined) requireString(m, 'invocationId');
      requireString(m, 'target');
      if (m.target === '') throw new ProtocolError("Missing required property 'target'.");
      if (!Array.isArray(m.arguments)) throw new ProtocolError("Expected 'arguments' to be an array.");
      if (
        m.streamIds !== undefined &&
        !(Array.isArray(m.streamIds) && m.streamIds.every((id) => typeof id === 'string'))
      )
        throw new ProtocolError("Expected 'streamIds' to be an array of strings.");
      break;
    case MessageType.StreamItem:
      requireString(m, 'invocationId');
      if (!('item' in m)) throw new ProtocolError("Missing required property 'item'.");
      break;
    case MessageType.Completion:
      requireString(m, 'invocationId');
      if (m.error !== undefined && typeof m.error !== 'string')
        throw new ProtocolError("Expected 'error' to be a string.");
      if (m.error !== undefined && 'result' in m)
        throw new ProtocolError("The 'error' and 'result' properties are mutually exclusive.");
      break;
    case MessageType.CancelInvocation:
      requireString(m, 'invocationId');
      break;
    case MessageType.Ping:
      break;
    case MessageType.Close:
      if (m.error !== undefined && m.error !== null && typeof m.error !== 'string')
        throw new ProtocolError("Expected 'error' to be a string.");
      if (m.allowReconnect !== undefined && typeof m.allowReconnect !== 'boolean')
        throw new ProtocolError("Expected 'allowReconnect' to be a boolean.");
      break;
    case MessageType.Ack:
    case MessageType.Sequence:
      if (!Number.isSafeInteger(m.sequenceId) || (m.sequenceId as number) < 0)
        throw new ProtocolError("Expected 'sequenceId' to be an integer.");
      break;
    default:
      throw new ProtocolError(
        typeof m.type === 'number' ? `Unknown message type '${m.type}'.` : "Missing required property 'type'.",
      );
  }
  return m as unknown as HubMessage;
}

function requireString(m: Record<string, unknown>, field: string) {
  if (typeof m[field] !== 'string') throw new ProtocolError(`Expected '${field}' to be of type String.`);
}

function isStringMap(value: unknown): boolean {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

const COMPLETION_ERROR = 1;
const COMPLETION_VOID = 2;
const COMPLETION_RESULT = 3;

function toMessagePack(m: HubMessage): unknown[] {
  switch (m.type) {
    case 1:
      return [1, {}, m.invocationId ?? null, m.target, m.arguments, ...(m.streamIds ? [m.streamIds] : [])];
    case 2:
      return [2, {}, m.invocationId, m.item];
    case 3:
      if (m.error !== undefined) return [3, {}, m.invocationId, COMPLETION_ERROR, m.error];
      if ('result' in m && m.result !== undefined) return [3, {}, m.invocationId, COMPLETION_RESULT, m.result];
      return [3, {}, m.invocationId, COMPLETION_VOID];
    case 4:
      return [4, {}, m.invocationId, m.target, m.arguments, ...(m.streamIds ? [m.streamIds] : [])];
    case 5:
      return [5, {}, m.invocationId];
    case 6:
      return [6];
    case 7:
      return [7, m.error ?? null, m.allowReconnect ?? false];
    case 8:
    case 9:
      return [m.type, m.sequenceId];
  }
}

function fromMessagePack(value: unknown): HubMessage {
  if (!Array.isArray(value) || typeof value[0] !== 'number') throw new ProtocolError('Invalid payload.');
  const p = value as unknown[];
  const str = (v: unknown, field: string) => {
    if (typeof v !== 'string') throw new ProtocolError(`Expected '${field}' to be of type String.`);
    return v;
  };
  const ids = (v: unknown) => {
    if (v === undefined || v === null) return undefined;
    if (!Array.isArray(v) || !v.every((id) => typeof id === 'string'))
      throw new ProtocolError("Expected 'streamIds' to be an array of strings.");
    return v.length > 0 ? (v as string[]) : undefined;
  };
  const target = (v: unknown) => {
    if (typeof v !== 'string' || v === '') throw new ProtocolError("Missing required property 'target'.");
    return v;
  };
  const length = (n: number) => {
    if (p.length < n) throw new ProtocolError(`Invalid payload for message type ${String(p[0])}.`);
  };
  switch (p[0]) {
    case 1:
      length(5);
      return {
        type: 1,
        invocationId: p[2] === null || p[2] === undefined ? undefined : str(p[2], 'invocationId'),
        target: target(p[3]),
        arguments: asArray(p[4]),
        streamIds: ids(p[5]),
      };
    case 2:
      length(4);
      return { type: 2, invocationId: str(p[2], 'invocationId'), item: p[3] };
    case 3:
      length(4);
      if (p[3] === COMPLETION_ERROR) return { type: 3, invocationId: str(p[2], 'invocationId'), error: String(p[4]) };
      if (p[3] !== COMPLETION_VOID && p[3] !== COMPLETION_RESULT)
        throw new ProtocolError('Invalid invocation result kind.');
      return {
        type: 3,
        invocationId: str(p[2], 'invocationId'),
        result: p[3] === COMPLETION_RESULT ? p[4] : undefined,
      };
    case 4:
      length(5);
      return {
        type: 4,
        invocationId: str(p[2], 'invocationId'),
        target: target(p[3]),
        arguments: asArray(p[4]),
        streamIds: ids(p[5]),
      };
    case 5:
      length(3);
      return { type: 5, invocationId: str(p[2], 'invocationId') };
    case 6:
      return { type: 6 };
    case 7:
      return { type: 7, error: typeof p[1] === 'string' ? p[1] : undefined, allowReconnect: p[2] === true };
    case 8:
    case 9:
      if (!Number.isSafeInteger(p[1])) throw new ProtocolError("Expected 'sequenceId' to be an integer.");
      return { type: p[0], sequenceId: p[1] as number };
    default:
      throw new ProtocolError(`Unknown message type '${String(p[0])}'.`);
  }
}

function asArray(v: unknown): unknown[] {
  if (!Array.isArray(v)) throw new ProtocolError("Expected 'arguments' to be an array.");
  return v;
}

/**
 * Reads the client's handshake `{"protocol","version"}` + 0x1E (always a text frame, even for
 * MessagePack) and returns what follows it in the same WebSocket message.
 */
export function parseHandshake(data: Frame): { protocol: unknown; version: unknown; rest: Frame | null } {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
  const end = bytes.indexOf(RECORD_SEPARATOR);
  if (end < 0) throw new ProtocolError('Handshake is incomplete.');
  const request = JSON.parse(bytes.subarray(0, end).toString('utf8')) as { protocol?: unknown; version?: unknown };
  const tail = bytes.subarray(end + 1);
  const rest = tail.length === 0 ? null : typeof data === 'string' ? tail.toString('utf8') : new Uint8Array(tail);
  return { protocol: request.protocol, version: request.version, rest };
}

/** The handshake answer: `{}` or `{"error"}` + 0x1E, binary for MessagePack. */
export function handshakeReply(protocol: HubProtocol | null, error?: string): Frame {
  const text = JSON.stringify(error ? { error } : {}) + RS;
  return protocol?.name === 'messagepack' ? new Uint8Array(Buffer.from(text, 'utf8')) : text;
}

import { encode } from '@msgpack/msgpack';
import { jsonProtocol, messagePackProtocol, parseHandshake, ProtocolError, type HubMessage } from './hub-protocol';

const LIMIT = 32 * 1024;

/** A MessagePack record framed as the client frames it: VarInt length, then the body. */
function framed(value: unknown): Uint8Array {
  const body = encode(value);
  const prefix: number[] = [];
  let size = body.length;
  do {
    prefix.push((size & 0x7f) | (size > 0x7f ? 0x80 : 0));
    size >>>= 7;
  } while (size > 0);
  return new Uint8Array([...prefix, ...body]);
}

describe('hub protocols', () => {
  it('round-trips MessagePack records of every size class, several in one frame', () => {
    const messages: HubMessage[] = [
      { type: 1, target: 'Heard', arguments: ['x'.repeat(20)] },
      { type: 2, invocationId: '3', item: 'y'.repeat(300) },
      { type: 3, invocationId: '4', result: 'z'.repeat(20_000) },
      { type: 3, invocationId: '5' },
      { type: 3, invocationId: '6', error: 'failed' },
      { type: 7, error: 'bye', allowReconnect: true },
      { type: 9, sequenceId: 12 },
    ];
    const frames = messages.map((m) => messagePackProtocol.write(m) as Uint8Array);
    const joined = new Uint8Array(frames.reduce((n, f) => n + f.length, 0));
    let offset = 0;
    for (const f of frames) {
      joined.set(f, offset);
      offset += f.length;
    }
    const parsed = messagePackProtocol.parse(joined, LIMIT);
    expect(parsed).toEqual([
      { type: 1, target: 'Heard', arguments: ['x'.repeat(20)], invocationId: undefined, streamIds: undefined },
      messages[1],
      messages[2],
      { type: 3, invocationId: '5', result: undefined },
      messages[4],
      messages[5],
      messages[6],
    ]);
    expect(messagePackProtocol.write({ type: 6 })).toEqual(new Uint8Array([0x02, 0x91, 0x06]));
  });

  it("reads the JS client's short forms: Invocation without streamIds, Close as [7, nil]", () => {
    const bytes = new Uint8Array([...framed([1, {}, '0', 'Add', [1, 2]]), ...framed([7, null])]);
    expect(messagePackProtocol.parse(bytes, LIMIT)).toEqual([
      { type: 1, invocationId: '0', target: 'Add', arguments: [1, 2], streamIds: undefined },
      { type: 7, error: undefined, allowReconnect: false },
    ]);
  });

  it('refuses records over the limit and incomplete JSON', () => {
    expect(() => messagePackProtocol.parse(framed([1, {}, null, 'A', ['x'.repeat(LIMIT)]]), LIMIT)).toThrow(
      ProtocolError,
    );
    expect(() => jsonProtocol.parse(`{"type":1,"target":"A","arguments":["${'x'.repeat(LIMIT)}"]}\x1e`, LIMIT)).toThrow(
      /maximum message size of 32768B/,
    );
    expect(() => jsonProtocol.parse('{"type":6}', LIMIT)).toThrow(ProtocolError);
    expect(jsonProtocol.parse('{"type":6}\x1e{"type":7}\x1e', LIMIT)).toEqual([{ type: 6 }, { type: 7 }]);
  });

  it('keeps what follows the handshake in the same frame', () => {
    expect(parseHandshake('{"protocol":"json","version":1}\x1e{"type":6}\x1e')).toEqual({
      protocol: 'json',
      version: 1,
      rest: '{"type":6}\x1e',
    });
    expect(parseHandshake('{"protocol":"messagepack","version":2}\x1e').rest).toBeNull();
  });
});

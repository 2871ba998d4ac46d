import { hashOfferToken, registerOfferTokenLookup, resolveOfferToken } from './offer-token';

const db = {} as never;
const token = 'a'.repeat(22);

describe('resolveOfferToken', () => {
  afterEach(() => registerOfferTokenLookup(null));

  it('resolves nothing until the offer form registers its lookup', async () => {
    expect(await resolveOfferToken(db, 1, token)).toBeNull();
  });

  it('looks the token up by its SHA-256 hash on the board, never by the token itself', async () => {
    const seen: [number, string][] = [];
    registerOfferTokenLookup(async (_db, tenantId, hash) => {
      seen.push([tenantId, hash]);
      return hash === hashOfferToken(token) && tenantId === 7 ? 99 : null;
    });
    expect(await resolveOfferToken(db, 7, token)).toBe(99);
    expect(await resolveOfferToken(db, 8, token)).toBeNull();
    expect(seen[0]).toEqual([7, hashOfferToken(token)]);
    expect(seen.every(([, hash]) => /^[0-9a-f]{64}$/.test(hash) && hash !== token)).toBe(true);
  });

  it('refuses malformed tokens without a lookup', async () => {
    const lookup = vi.fn(async () => 1);
    registerOfferTokenLookup(lookup);
    for (const bad of ['', 'short', 'x'.repeat(129), `${'a'.repeat(22)} `, `${'a'.repeat(21)}/`]) {
      expect(await resolveOfferToken(db, 1, bad)).toBeNull();
    }
    expect(lookup).not.toHaveBeenCalled();
  });
});

import { createAppliedStore } from './applied-store';

describe('the applied store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the history for the offers on screen in batches of 25 and answers per offer', async () => {
    const urls: string[] = [];
    const fetcher = (async (url: string) => {
      urls.push(url);
      const ids = [...url.matchAll(/jobAdvertisementsIds\[\]=(\d+)/g)].map((m) => Number(m[1]));
      return new Response(
        JSON.stringify({ data: ids.filter((id) => id % 10 === 0).map((id) => ({ jobAdvertisementId: id })) }),
      );
    }) as typeof fetch;
    vi.stubGlobal('fetch', fetcher);
    const store = createAppliedStore();
    const changed = vi.fn();
    store.subscribe(changed);
    for (let id = 1; id <= 30; id++) store.request(id);
    store.request(5);
    expect(store.isApplied(10)).toBeUndefined();
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain('isConfirmed=true');
    expect([...urls[0]!.matchAll(/jobAdvertisementsIds/g)]).toHaveLength(25);
    expect(store.isApplied(10)).toBe(true);
    expect(store.isApplied(30)).toBe(true);
    expect(store.isApplied(11)).toBe(false);
  });

  it('leaves the status unknown when the history cannot be read', async () => {
    vi.stubGlobal('fetch', (async () => new Response('', { status: 401 })) as typeof fetch);
    const store = createAppliedStore();
    const changed = vi.fn();
    store.subscribe(changed);
    store.request(1);
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(store.isApplied(1)).toBeUndefined();
  });
});

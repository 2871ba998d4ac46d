// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ViewerProvider, type Viewer } from '@/features/account/viewer';
import { renderWithIntl } from '@/tests/intl';
import { FavouriteToggle } from './favourite-toggle';
import { FavouritesHeaderLink } from './favourites-header-link';
import { FavouritesProvider } from './favourites-provider';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const candidate: Viewer = {
  kind: 'candidate',
  loginEnabled: true,
  userId: 'u1',
  name: 'Ola',
  email: 'ola@example.com',
};
const visitor: Viewer = { kind: 'anonymous', loginEnabled: true };

/** A fake favourites API: `favourites` is the server's truth; `failWrites` makes PUT/DELETE answer 500. */
function fakeApi(initial: number[] = []) {
  const state = { favourites: new Set(initial), failWrites: false, pending: null as null | (() => void) };
  const calls: string[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://it.localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/count')) return json({ count: state.favourites.size });
    const id = Number(url.pathname.split('/').pop());
    if (method === 'PUT' || method === 'DELETE') {
      // Hold the answer until the test lets it go, so the optimistic state can be seen.
      await new Promise<void>((resolve) => (state.pending = resolve));
      if (state.failWrites) return json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
      if (method === 'PUT') state.favourites.add(id);
      else state.favourites.delete(id);
      return json({ jobAdvertisementId: id, isFavorite: method === 'PUT', count: state.favourites.size });
    }
    const ids = (url.searchParams.get('jobAdvertisementsIds') ?? '').split(',').map(Number);
    return json({ data: ids.filter((i) => state.favourites.has(i)).map((i) => ({ jobAdvertisementId: i })) });
  });
  vi.stubGlobal('fetch', fetchMock);
  const release = async () => {
    await waitFor(() => expect(state.pending).not.toBeNull());
    await act(async () => {
      state.pending!();
      state.pending = null;
    });
  };
  return { state, calls, release };
}

const renderWith = (viewer: Viewer, ids: number[]) =>
  renderWithIntl(
    <ViewerProvider viewer={viewer}>
      <FavouritesProvider enabled>
        <FavouritesHeaderLink />
        {ids.map((id) => (
          <FavouriteToggle key={id} offerId={id} />
        ))}
      </FavouritesProvider>
    </ViewerProvider>,
  );

const toggleOf = (id: number) =>
  screen.getAllByTestId('favourite-toggle').find((b) => b.dataset.offerId === String(id))!;
const count = () => screen.getByTestId('favourites-count').textContent;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('FavouriteToggle', () => {
  it('asks for the statuses of the offers on screen in batches of 25 and shows the count', async () => {
    const api = fakeApi([3, 27]);
    renderWith(
      candidate,
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    await waitFor(() => expect(toggleOf(27)).toHaveAttribute('aria-pressed', 'true'));
    expect(toggleOf(3)).toHaveAttribute('aria-pressed', 'true');
    expect(toggleOf(4)).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toBe('2');
    const batches = api.calls.filter((c) => c.includes('jobAdvertisementsIds'));
    expect(batches).toHaveLength(2);
    expect(
      new URL(batches[0]!.split(' ')[1]!, 'http://x').searchParams.get('jobAdvertisementsIds')!.split(','),
    ).toHaveLength(25);
  });

  it('flips at once and moves the header count, then keeps what the server confirmed', async () => {
    const api = fakeApi([]);
    renderWith(candidate, [7]);
    await waitFor(() => expect(count()).toBe('0'));
    fireEvent.click(toggleOf(7));
    // Optimistic: before the server has answered.
    expect(toggleOf(7)).toHaveAttribute('aria-pressed', 'true');
    expect(toggleOf(7)).toHaveAccessibleName('Usuń z ulubionych');
    expect(count()).toBe('1');
    await api.release();
    expect(api.state.favourites.has(7)).toBe(true);
    expect(toggleOf(7)).toHaveAttribute('aria-pressed', 'true');
    expect(count()).toBe('1');
  });

  it('rolls back by refetching when the server refuses, and says so', async () => {
    const api = fakeApi([5]);
    renderWith(candidate, [5, 6]);
    await waitFor(() => expect(toggleOf(5)).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(count()).toBe('1'));
    api.state.failWrites = true;
    fireEvent.click(toggleOf(6));
    expect(toggleOf(6)).toHaveAttribute('aria-pressed', 'true');
    expect(count()).toBe('2');
    await api.release();
    await waitFor(() => expect(toggleOf(6)).toHaveAttribute('aria-pressed', 'false'));
    expect(count()).toBe('1');
    expect(screen.getByRole('status')).toHaveTextContent('Nie udało się zaktualizować ulubionych');
    // The refetch asked the server again for that offer and for the count.
    expect(api.calls.slice(-2).sort()).toEqual([
      'GET /api/v2/user-panel/favourites/count',
      'GET /api/v2/user-panel/favourites?pageSize=25&jobAdvertisementsIds=6',
    ]);
  });

  it('asks for the status first when clicked before it arrived, so a favourite is removed, not added again', async () => {
    const api = fakeApi([9]);
    renderWith(candidate, [9]);
    // Clicked at once: the batch has not been sent yet.
    fireEvent.click(toggleOf(9));
    await api.release();
    expect(api.calls).toContain('DELETE /api/v2/user-panel/favourites/9');
    expect(api.state.favourites.has(9)).toBe(false);
    await waitFor(() => expect(toggleOf(9)).toHaveAttribute('aria-pressed', 'false'));
  });

  it('asks a visitor to sign in or register, carrying the offer, and calls no API', async () => {
    const api = fakeApi([]);
    renderWith(visitor, [42]);
    expect(screen.queryByTestId('favourites-count')).not.toBeInTheDocument();
    fireEvent.click(toggleOf(42));
    const prompt = screen.getByTestId('favourite-prompt');
    expect(prompt).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute('href', '/register?favoriteOfferId=42');
    expect(api.calls).toEqual([]);
  });

  it('carries out a heart clicked before the page-state call answered, once it has', async () => {
    for (const answer of [
      { viewer: visitor, employer: false, favourites: null },
      { viewer: candidate, employer: false, favourites: { count: 0, offerIds: [] } },
    ]) {
      const api = fakeApi([]);
      const inner = api.state;
      let answerPageState: (() => void) | null = null;
      const writes = vi.fn(globalThis.fetch);
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          if (!String(input).includes('/page-state')) return writes(input, init);
          await new Promise<void>((resolve) => (answerPageState = resolve));
          return new Response(JSON.stringify(answer), { status: 200 });
        }),
      );
      const view = renderWithIntl(
        <ViewerProvider loginEnabled>
          <FavouritesProvider enabled>
            <FavouriteToggle offerId={11} />
          </FavouritesProvider>
        </ViewerProvider>,
      );
      await waitFor(() => expect(answerPageState).not.toBeNull());
      // Clicked while the visitor is not known: nothing yet, and nothing lost.
      fireEvent.click(toggleOf(11));
      expect(writes).not.toHaveBeenCalled();
      await act(async () => answerPageState!());
      if (answer.viewer.kind === 'anonymous') {
        await waitFor(() => expect(screen.getByTestId('favourite-prompt')).toHaveAttribute('open'));
        expect(screen.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute(
          'href',
          '/register?favoriteOfferId=11',
        );
      } else {
        await api.release();
        expect(api.calls).toContain('PUT /api/v2/user-panel/favourites/11');
        expect(inner.favourites.has(11)).toBe(true);
        await waitFor(() => expect(toggleOf(11)).toHaveAttribute('aria-pressed', 'true'));
      }
      view.unmount();
    }
  });

  it('is not there when the board turns favourites off', () => {
    fakeApi([]);
    renderWithIntl(
      <ViewerProvider viewer={candidate}>
        <FavouritesProvider enabled={false}>
          <FavouriteToggle offerId={1} />
        </FavouritesProvider>
      </ViewerProvider>,
    );
    expect(screen.queryByTestId('favourite-toggle')).not.toBeInTheDocument();
  });
});

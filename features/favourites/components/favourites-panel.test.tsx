// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ViewerProvider, type Viewer } from '@/features/account/viewer';
import { renderWithIntl } from '@/tests/intl';
import { FavouriteToggle } from './favourite-toggle';
import { FavouritesPanel } from './favourites-panel';
import { FavouritesProvider } from './favourites-provider';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const candidate: Viewer = { kind: 'candidate', loginEnabled: true, userId: 'u1', name: 'Ola', email: 'o@example.com' };
const offer = (id: number) => ({ id, url: `/job-offer/o-${id}`, title: `Offer ${id}`, companyName: 'Acme' });

/** The favourites API with `favourites` as the server's truth; `failLatest` makes the panel's list answer 401. */
function fakeApi(initial: number[]) {
  const state = { favourites: [...initial], failLatest: false };
  const latestReads: string[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://it.localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname.endsWith('/favourites/offers')) {
        latestReads.push(url.search);
        if (state.failLatest) return json({ error: { code: 'UNAUTHORIZED' } }, 401);
        return json({ data: [...state.favourites].reverse().map(offer) });
      }
      if (url.pathname.endsWith('/count')) return json({ count: state.favourites.length });
      const id = Number(url.pathname.split('/').pop());
      if (method === 'PUT') state.favourites.push(id);
      if (method === 'DELETE') state.favourites = state.favourites.filter((f) => f !== id);
      if (method !== 'GET') return json({ isFavorite: method === 'PUT', count: state.favourites.length });
      const ids = (url.searchParams.get('jobAdvertisementsIds') ?? '').split(',').map(Number);
      return json({ data: ids.filter((i) => state.favourites.includes(i)).map((i) => ({ jobAdvertisementId: i })) });
    }),
  );
  return { state, latestReads };
}

const renderPanel = (ids: number[]) =>
  renderWithIntl(
    <ViewerProvider viewer={candidate}>
      <FavouritesProvider enabled>
        <FavouritesPanel />
        {ids.map((id) => (
          <FavouriteToggle key={id} offerId={id} />
        ))}
      </FavouritesProvider>
    </ViewerProvider>,
  );

const panel = () => within(screen.getByTestId('favourites-panel'));
const toggleOf = (id: number) =>
  screen.getAllByTestId('favourite-toggle').find((b) => b.dataset.offerId === String(id))!;

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('FavouritesPanel', () => {
  it('reads the latest favourites only once opened, and again after each change the candidate makes', async () => {
    const api = fakeApi([1]);
    renderPanel([1, 2]);
    await waitFor(() => expect(toggleOf(1)).toHaveAttribute('aria-pressed', 'true'));
    expect(api.latestReads).toEqual([]);

    act(() => {
      window.location.hash = '#favourites';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await panel().findByText('Offer 1')).toBeInTheDocument();
    expect(api.latestReads).toEqual(['?pageSize=5']);

    fireEvent.click(toggleOf(2));
    expect(await panel().findByText('Offer 2')).toBeInTheDocument();
    expect(api.latestReads).toHaveLength(2);
  });

  it('shows the empty state when the list cannot be read', async () => {
    const api = fakeApi([1]);
    api.state.failLatest = true;
    window.location.hash = '#favourites';
    renderPanel([]);
    expect(await panel().findByText('Kliknij serce przy ofercie, aby ją tu zachować.')).toBeInTheDocument();
    expect(api.latestReads).toEqual(['?pageSize=5']);
    expect(panel().queryByRole('list')).toBeNull();
  });
});

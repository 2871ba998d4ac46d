// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppliedBadge } from '@/features/apply/components/applied-badge';
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle';
import { FavouritesHeaderLink } from '@/features/favourites/components/favourites-header-link';
import { FavouritesProvider } from '@/features/favourites/components/favourites-provider';
import { AccountLink } from '@/components/layout/account-link';
import { renderWithIntl } from '@/tests/intl';
import { ViewerProvider } from './viewer';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

/** The page-state API answering `answer`, recording every call the page makes. */
function fakeApi(answer: unknown, status = 200) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://it.localhost');
      calls.push(`${url.pathname}${url.search}`);
      return new Response(JSON.stringify(answer), { status });
    }),
  );
  return calls;
}

const page = (ids: number[]) =>
  renderWithIntl(
    <ViewerProvider loginEnabled>
      <FavouritesProvider enabled>
        <AccountLink loginEnabled />
        <FavouritesHeaderLink />
        {ids.map((id) => (
          <div key={id}>
            <FavouriteToggle offerId={id} />
            <AppliedBadge offerId={id} />
          </div>
        ))}
      </FavouritesProvider>
    </ViewerProvider>,
  );

const toggleOf = (id: number) =>
  screen.getAllByTestId('favourite-toggle').find((b) => b.dataset.offerId === String(id))!;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('the visitor of a shared page, from one page-state call', () => {
  it("asks once for the offers on screen, then shows the candidate's own name, hearts, count and applied badges", async () => {
    const calls = fakeApi({
      viewer: { kind: 'candidate', loginEnabled: true, userId: 'u1', name: 'Ala Kowalska', email: 'ala@example.com' },
      employer: false,
      favourites: { count: 5, offerIds: [2] },
      applied: [3],
    });
    page([1, 2, 3]);
    // Before the answer: a skeleton of the button's size, no heart count.
    expect(screen.getByTestId('account-pending')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('account-link').getAttribute('title')).toBe('Ala Kowalska'));
    expect(screen.getByTestId('favourites-count').textContent).toBe('5');
    expect(toggleOf(2).getAttribute('aria-pressed')).toBe('true');
    expect(toggleOf(1).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByTestId('applied-badge')).toHaveLength(1);
    // One call, the offers on screen in it; the seeded stores ask nothing more.
    expect(calls).toEqual(['/api/v1/me/page-state?offers=1,2,3']);
  });

  it('shows a visitor the sign-in action and no heart count; an employer the panel', async () => {
    fakeApi({ viewer: { kind: 'anonymous', loginEnabled: true }, employer: false, favourites: null, applied: null });
    const visitor = page([1]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zaloguj się' })).toBeTruthy());
    expect(screen.queryByTestId('favourites-count')).toBeNull();
    expect(screen.getByTestId('favourites-slot')).toBeTruthy();
    fireEvent.click(toggleOf(1));
    expect(screen.getByTestId('favourite-prompt').hasAttribute('open')).toBe(true);
    visitor.unmount();

    fakeApi({ viewer: { kind: 'anonymous', loginEnabled: true }, employer: true, favourites: null, applied: null });
    page([]);
    await waitFor(() => expect(screen.getByTestId('employer-panel-link')).toBeTruthy());
  });

  it('stays anonymous when the call fails', async () => {
    fakeApi({ error: { code: 'INTERNAL' } }, 500);
    page([1]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zaloguj się' })).toBeTruthy());
    expect(screen.queryByTestId('applied-badge')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMswServer } from '@/tests/msw/server';
import { renderWithIntl } from '@/tests/intl';
import { LOCAL_SEARCHES_KEY, addLocalSearch, listLocalSearches } from '../local-searches';
import { AddAlertDialog } from './add-alert-dialog';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
  useRouter: () => ({ replace: vi.fn() }),
}));

beforeAll(() => {
  // jsdom's <dialog> may lack the modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => window.localStorage.clear());

const server = startMswServer();
const GUEST_ALERTS = 'http://localhost:3000/api/it/guests/job-alerts';

function openOn(url: string, { alertsEnabled = false } = {}) {
  window.history.replaceState(null, '', `${url}#add-alert`);
  const onSnack = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithIntl(
    <AddAlertDialog
      tenant="it"
      alertsEnabled={alertsEnabled}
      marketingEnabled={false}
      onSnack={onSnack}
      onSaved={onSaved}
    />,
  );
  return { onSnack, onSaved, view };
}

describe('saving searches in local storage (logged out)', () => {
  it('prefills the name from the search tags and saves the search under the versioned key', async () => {
    const { onSaved } = openOn('/job-offers/warszawa?keyword=java&doswiadczenie=senior');
    const name = screen.getByRole('textbox', { name: 'Nazwa alertu' });
    expect(name).toHaveValue('Warszawa, java, Senior');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz wyszukiwanie w tej przeglądarce' })),
    );
    expect(onSaved).toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(LOCAL_SEARCHES_KEY)!)).toMatchObject({
      version: 1,
      items: [{ name: 'Warszawa, java, Senior', searchUrl: '/job-offers/warszawa?keyword=java&doswiadczenie=senior' }],
    });
    expect(screen.getByTestId('add-alert-done')).toHaveTextContent('Wyszukiwanie zapisano w tej przeglądarce.');
  });

  it('names the search with the labels the list shows, diacritics and casing kept', async () => {
    const label = document.createElement('a');
    label.dataset.alertName = 'Kraków, Backend';
    document.body.append(label);
    try {
      openOn('/job-offers/krakow/backend');
      expect(screen.getByRole('textbox', { name: 'Nazwa alertu' })).toHaveValue('Kraków, Backend');
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Zapisz wyszukiwanie w tej przeglądarce' })),
      );
      expect(listLocalSearches(window.localStorage)[0]).toMatchObject({ name: 'Kraków, Backend' });
    } finally {
      label.remove();
    }
  });

  it('keeps at most 10 searches: the 11th gives the limit error and is not stored', async () => {
    for (let i = 0; i < 10; i++)
      addLocalSearch(window.localStorage, { name: `s${i}`, searchUrl: `/job-offers?keyword=s${i}` });
    const { onSnack, onSaved } = openOn('/job-offers?keyword=eleventh');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz wyszukiwanie w tej przeglądarce' })),
    );
    expect(onSnack).toHaveBeenCalledWith('localLimit');
    expect(onSaved).not.toHaveBeenCalled();
    expect(listLocalSearches(window.localStorage)).toHaveLength(10);
  });

  it('refuses a name with characters the spec does not allow, and ignores a store of another version', async () => {
    window.localStorage.setItem(
      LOCAL_SEARCHES_KEY,
      JSON.stringify({ version: 2, items: [{ name: 'x', searchUrl: '/' }] }),
    );
    expect(listLocalSearches(window.localStorage)).toEqual([]);
    openOn('/job-offers');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nazwa alertu' }), { target: { value: 'Java <b>' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Zapisz wyszukiwanie w tej przeglądarce' })),
    );
    expect(screen.getByText('Używaj tylko liter, cyfr, spacji oraz znaków: , & # ( ) / + -')).toBeInTheDocument();
    expect(listLocalSearches(window.localStorage)).toEqual([]);
  });
});

describe("a visitor's e-mail alert", () => {
  const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Utwórz alert' })));

  it("checks the fields with the route's schema before sending, and keeps what was typed", async () => {
    let calls = 0;
    server.use(http.post(GUEST_ALERTS, () => ((calls += 1), HttpResponse.json({ jobFilterId: 1 }))));
    openOn('/job-offers?keyword=java', { alertsEnabled: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'ola@' } });
    await send();
    expect(await screen.findByText('Wpisz poprawny adres e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Zaakceptuj politykę prywatności, aby kontynuować.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ola@');
    expect(screen.getByRole('textbox', { name: 'Nazwa alertu' })).toHaveValue('java');
    expect(calls).toBe(0);
  });

  it("shows the server's refusal on the field it names, values kept", async () => {
    server.use(
      http.post(GUEST_ALERTS, () =>
        HttpResponse.json(
          {
            error: { code: 'BAD_REQUEST', message: 'x', fields: [{ field: 'name', message: 'Ta nazwa jest zajęta.' }] },
          },
          { status: 400 },
        ),
      ),
    );
    const { onSnack } = openOn('/job-offers?keyword=java', { alertsEnabled: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'ola@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Akceptuję politykę prywatności/ }));
    await send();
    expect(await screen.findByText('Ta nazwa jest zajęta.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nazwa alertu' })).toHaveAccessibleDescription('Ta nazwa jest zajęta.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ola@example.com');
    expect(screen.getByRole('checkbox', { name: /Akceptuję politykę prywatności/ })).toBeChecked();
    expect(onSnack).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { startMswServer } from '@/tests/msw/server';
import { hydrateAfter, typeIntoHtml } from '@/tests/hydrate';
import { renderWithIntl } from '@/tests/intl';
import { HeroSearch } from './hero-search';
import { RECENT_SEARCHES_KEY, readRecentSearches } from './recent-searches';
import { SearchCombobox } from './search-combobox';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const server = startMswServer();
const SUGGEST = 'http://localhost:3000/api/v2/user-panel/offers/suggest';
const requests: string[] = [];

function answer(titles: string[], companies: string[] = [], skills: string[] = []) {
  const list = (values: string[]) => values.map((title) => ({ title, count: 3 }));
  return HttpResponse.json({ titles: list(titles), companies: list(companies), skills: list(skills) });
}

beforeEach(() => {
  requests.length = 0;
  push.mockReset();
  window.localStorage.clear();
  server.use(
    http.get(SUGGEST, ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      requests.push(query);
      return answer([`${query} developer`], [`${query} corp`], [query]);
    }),
  );
});
afterEach(cleanup);

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function listBox(label = 'Słowo kluczowe', minLength = 2, onChoose = vi.fn()) {
  renderWithIntl(<SearchCombobox name="keyword" label={label} minLength={minLength} onChoose={onChoose} />);
  return { input: screen.getByRole('combobox', { name: label }), onChoose };
}

describe('search box before hydration', () => {
  it('keeps what was typed before the script ran, through the renders that follow', async () => {
    await hydrateAfter(<SearchCombobox name="keyword" label="Szukaj" minLength={2} onChoose={vi.fn()} />, (html) =>
      typeIntoHtml(html.querySelector('input')!, 'kubernetes'),
    );
    const input = screen.getByRole('combobox', { name: 'Szukaj' });
    // Opening the suggestions renders the box again: the typed text stays and is what is asked for.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveValue('kubernetes');
    await waitFor(() => expect(requests).toEqual(['kubernetes']));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('kubernetes');
  });

  it('forgets the highlighted option when the box is left: Enter after coming back submits the text', async () => {
    const onChoose = vi.fn();
    renderWithIntl(<SearchCombobox name="keyword" label="Szukaj" minLength={2} onChoose={onChoose} />);
    const input = screen.getByRole('combobox', { name: 'Szukaj' });
    input.focus();
    fireEvent.change(input, { target: { value: 'java' } });
    await screen.findByRole('option', { name: /java developer/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant');
    fireEvent.blur(input);
    fireEvent.focus(input);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe('search box suggestions', () => {
  it('waits 300 ms after the last keystroke and fetches once, for the whole text', async () => {
    const { input } = listBox();
    input.focus();
    for (const text of ['j', 'ja', 'jav', 'java']) {
      fireEvent.change(input, { target: { value: text } });
      await wait(100);
    }
    expect(requests).toEqual([]);
    await waitFor(() => expect(requests).toEqual(['java']));
    const listbox = await screen.findByRole('listbox', { name: 'Podpowiedzi: Słowo kluczowe' });
    expect(within(listbox).getByRole('group', { name: 'Stanowiska' })).toHaveTextContent('java developer');
    expect(within(listbox).getByRole('group', { name: 'Firmy' })).toHaveTextContent('java corp');
    expect(within(listbox).getByRole('group', { name: 'Umiejętności' })).toHaveTextContent('java');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks from 2 characters on the list but from 3 in the homepage box', async () => {
    const { input } = listBox('Lista', 2);
    fireEvent.change(input, { target: { value: 'go' } });
    await waitFor(() => expect(requests).toEqual(['go']));
    cleanup();
    requests.length = 0;
    const home = listBox('Strona główna', 3).input;
    fireEvent.change(home, { target: { value: 'go' } });
    await wait(450);
    expect(requests).toEqual([]);
    fireEvent.change(home, { target: { value: 'gol' } });
    await waitFor(() => expect(requests).toEqual(['gol']));
  });

  it('aborts the older request when a newer one starts, and shows only the newer answer', async () => {
    const aborted: string[] = [];
    server.use(
      http.get(SUGGEST, async ({ request }) => {
        const query = new URL(request.url).searchParams.get('query') ?? '';
        requests.push(query);
        request.signal.addEventListener('abort', () => aborted.push(query));
        if (query === 'ja') await delay(1500);
        return answer([`${query} title`]);
      }),
    );
    const { input } = listBox();
    input.focus();
    fireEvent.change(input, { target: { value: 'ja' } });
    await waitFor(() => expect(requests).toEqual(['ja']));
    fireEvent.change(input, { target: { value: 'jav' } });
    await waitFor(() => expect(aborted).toEqual(['ja']));
    expect(await screen.findByRole('option', { name: /jav title/ })).toBeInTheDocument();
    await wait(1300);
    expect(screen.queryByRole('option', { name: /ja title/ })).not.toBeInTheDocument();
  });

  it('shows no suggestions when the fetch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(SUGGEST, () => new HttpResponse(null, { status: 500 })));
    const { input } = listBox();
    input.focus();
    fireEvent.change(input, { target: { value: 'java' } });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    warn.mockRestore();
  });

  it('stores chosen searches newest first, once per variant and title, 8 at most, and shows them for short input', async () => {
    const { input, onChoose } = listBox();
    input.focus();
    const choose = async (text: string, option: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    for (let n = 1; n <= 9; n++) await choose(`skill${n}`, `skill${n}`);
    await choose('skill3', 'skill3');
    await choose('skill3', 'skill3 developer');
    expect(onChoose).toHaveBeenLastCalledWith({ variant: 'titles', title: 'skill3 developer' });
    expect(readRecentSearches()).toEqual([
      { variant: 'titles', title: 'skill3 developer' },
      { variant: 'skills', title: 'skill3' },
      { variant: 'skills', title: 'skill9' },
      { variant: 'skills', title: 'skill8' },
      { variant: 'skills', title: 'skill7' },
      { variant: 'skills', title: 'skill6' },
      { variant: 'skills', title: 'skill5' },
      { variant: 'skills', title: 'skill4' },
    ]);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toHaveLength(8);
    // Short input: the recent searches, as one titled group.
    fireEvent.change(input, { target: { value: 's' } });
    const recent = screen.getByRole('group', { name: 'Ostatnie wyszukiwania' });
    expect(within(recent).getAllByRole('option')).toHaveLength(8);
  });
  it('draws a skill with the icon its suggestion names, and keeps the icon in the recent searches', async () => {
    server.use(
      http.get(SUGGEST, () =>
        HttpResponse.json({ titles: [], companies: [], skills: [{ title: 'Java', count: 3, icon: 'openjdk' }] }),
      ),
    );
    const { input, onChoose } = listBox();
    input.focus();
    fireEvent.change(input, { target: { value: 'ja' } });
    const option = await screen.findByRole('option', { name: 'Java' });
    expect(option.querySelector('img')?.getAttribute('src')).toMatch(/\/openjdk\.svg$/);
    fireEvent.click(option);
    expect(onChoose).toHaveBeenLastCalledWith({ variant: 'skills', title: 'Java', icon: 'openjdk' });
    expect(readRecentSearches()[0]).toEqual({ variant: 'skills', title: 'Java', icon: 'openjdk' });
    // A stored entry from before icons were named, or one with a tampered icon, gets the neutral mark.
    window.localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([
        { variant: 'skills', title: 'Go' },
        { variant: 'skills', title: 'Rust', icon: '../x' },
      ]),
    );
    // Read again when the box gets the focus.
    fireEvent.blur(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'g' } });
    const recent = screen.getByRole('group', { name: 'Ostatnie wyszukiwania' });
    // The neutral mark is drawn inline in the text's colour, with no file to fetch.
    const marks = within(recent)
      .getAllByRole('option')
      .map((o) => [o.querySelector('img'), o.querySelector('svg path')?.getAttribute('fill')]);
    expect(marks).toEqual([
      [null, 'currentColor'],
      [null, 'currentColor'],
    ]);
  });
});

describe('homepage search', () => {
  const cities = [
    { slug: 'krakow', label: 'Kraków', top: true },
    { slug: 'opole', label: 'Opole', top: false },
  ];

  it('chooses a suggestion with the keyboard and goes to its list URL, with the chosen city', async () => {
    renderWithIntl(<HeroSearch action="/job-offers" cities={cities} locale="pl" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Lokalizacja' }), { target: { value: 'krakow' } });
    const input = screen.getByRole('combobox', { name: 'Stanowisko, firma, umiejętność' });
    input.focus();
    fireEvent.change(input, { target: { value: 'java' } });
    await screen.findByRole('option', { name: /java corp/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)).toHaveTextContent('java corp');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/job-offers/krakow?companies=java+corp'));
    expect(readRecentSearches()[0]).toEqual({ variant: 'companies', title: 'java corp' });
  });

  it('submits typed text as keywords (trimmed) and Escape closes the suggestions', async () => {
    renderWithIntl(<HeroSearch action="/en/job-offers" cities={cities} locale="en" />, { locale: 'en' });
    const input = screen.getByRole('combobox', { name: 'Job title, company, skill' });
    input.focus();
    fireEvent.change(input, { target: { value: '  react  ' } });
    await screen.findByRole('option', { name: /react developer/ });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Radius' })).toBeDisabled();
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/job-offers?keyword=react'));
    expect(readRecentSearches()[0]).toEqual({ variant: 'keyword', title: 'react' });
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_FILTERS } from '../../search-params';
import { startMswServer } from '@/tests/msw/server';
import { renderWithIntl } from '@/tests/intl';
import { ListSearchField } from '../search/list-search-field';
import { LiveFilterForm } from './live-filter-form';
import { QuickSwitches } from './quick-switches';
import { SalaryRange } from './salary-range';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const server = startMswServer();
const COUNT = 'http://localhost:3000/api/v2/user-panel/offers/count';
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
let wide = false;

beforeEach(() => {
  push.mockReset();
  wide = false;
  window.matchMedia = ((query: string) => ({ matches: wide, media: query })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe('salary slider', () => {
  const renderSlider = (salary: { from: number; to: number } | null = null) =>
    renderWithIntl(<SalaryRange salary={salary} currency="EUR" />);

  it('snaps the thumbs to steps of 500 and keeps the lower one at or below the upper one', () => {
    renderSlider({ from: 5000, to: 8000 });
    const min = screen.getByRole('slider', { name: 'Minimalne wynagrodzenie' });
    const max = screen.getByRole('slider', { name: 'Maksymalne wynagrodzenie' });
    fireEvent.change(min, { target: { value: '6240' } });
    expect(screen.getByLabelText('Od')).toHaveValue('6 000');
    fireEvent.change(min, { target: { value: '9000' } });
    expect(screen.getByLabelText('Od')).toHaveValue('8 000');
    expect(screen.getByLabelText('Do')).toHaveValue('8 000');
    fireEvent.change(max, { target: { value: '12750' } });
    expect(screen.getByLabelText('Do')).toHaveValue('13 000');
    expect(max).toHaveAttribute('aria-valuetext', '13 000 EUR');
  });

  it('formats typed amounts, clamps them to the range and orders them when a field is left', () => {
    renderSlider();
    const from = screen.getByLabelText('Od');
    const to = screen.getByLabelText('Do');
    expect(from).toHaveValue('');
    fireEvent.change(to, { target: { value: '9000' } });
    fireEvent.blur(to);
    fireEvent.change(from, { target: { value: '12500,555' } });
    expect(from).toHaveValue('12 500.55');
    fireEvent.blur(from);
    expect(from).toHaveValue('9 000');
    fireEvent.change(to, { target: { value: '5000000' } });
    fireEvent.blur(to);
    expect(to).toHaveValue('1 000 000');
  });

  it('keeps "to" empty unless set, also when the list came with only a lower limit', () => {
    renderSlider({ from: 8000, to: 1_000_000 });
    expect(screen.getByLabelText('Od')).toHaveValue('8 000');
    expect(screen.getByLabelText('Do')).toHaveValue('');
    fireEvent.change(screen.getByRole('slider', { name: 'Minimalne wynagrodzenie' }), { target: { value: '9000' } });
    expect(screen.getByLabelText('Od')).toHaveValue('9 000');
    expect(screen.getByLabelText('Do')).toHaveValue('');
  });

  it('spans the board’s salaries; the upper thumb at the end means no upper limit', () => {
    renderWithIntl(<SalaryRange salary={null} currency="PLN" sliderMax={42_000} />);
    const min = screen.getByRole('slider', { name: 'Minimalne wynagrodzenie' });
    const max = screen.getByRole('slider', { name: 'Maksymalne wynagrodzenie' });
    expect(max).toHaveAttribute('max', '42000');
    expect(max).toHaveAttribute('step', '500');
    expect(max).toHaveValue('42000');
    fireEvent.change(min, { target: { value: '15240' } });
    expect(screen.getByLabelText('Od')).toHaveValue('15 000');
    expect(screen.getByLabelText('Do')).toHaveValue('');
    fireEvent.change(max, { target: { value: '30100' } });
    expect(screen.getByLabelText('Do')).toHaveValue('30 000');
    fireEvent.change(max, { target: { value: '42000' } });
    expect(screen.getByLabelText('Do')).toHaveValue('');
    // Typing goes beyond the slider, up to the filter's limit; the thumb stays at the end.
    const to = screen.getByLabelText('Do');
    fireEvent.change(to, { target: { value: '60000' } });
    fireEvent.blur(to);
    expect(to).toHaveValue('60 000');
    expect(max).toHaveValue('42000');
  });

  it('the whole range means no salary filter', () => {
    renderSlider({ from: 1000, to: 2000 });
    fireEvent.change(screen.getByRole('slider', { name: 'Minimalne wynagrodzenie' }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Maksymalne wynagrodzenie' }), {
      target: { value: '1000000' },
    });
    expect(screen.getByLabelText('Od')).toHaveValue('');
    expect(screen.getByLabelText('Do')).toHaveValue('');
  });
});

function renderForm(locale: 'pl' | 'en' = 'pl') {
  renderWithIntl(
    <LiveFilterForm
      filters={DEFAULT_FILTERS}
      locale={locale}
      action="/job-offers"
      label="Filtry"
      total={1500}
      clearHref="/job-offers"
    >
      <label>
        <input type="checkbox" name="doswiadczenie" value="senior" /> Senior
      </label>
      <SalaryRange salary={null} currency="PLN" />
    </LiveFilterForm>,
    { locale },
  );
}

describe('filter form', () => {
  it('previews the count 500 ms after the last change, for the same filters', async () => {
    const queries: string[] = [];
    server.use(
      http.get(COUNT, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ count: 1234 });
      }),
    );
    renderForm();
    expect(screen.getByTestId('apply-filters')).toHaveTextContent('Pokaż 1 500 ofert');
    fireEvent.click(screen.getByLabelText('Senior'));
    await wait(300);
    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '10 000' } });
    await wait(400);
    expect(queries).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('apply-filters')).toHaveTextContent('Pokaż 1 234 oferty'));
    expect(queries).toHaveLength(1);
    const query = new URLSearchParams(queries[0]);
    expect(query.getAll('experienceLevels[]')).toEqual(['senior']);
    expect(query.get('salaryMin')).toBe('10000');
    expect(query.get('salaryMax')).toBe('1000000');
    // Phones apply on confirm only.
    expect(push).not.toHaveBeenCalled();
    fireEvent.submit(screen.getByRole('form', { name: 'Filtry' }));
    expect(push).toHaveBeenCalledWith('/job-offers?widelki=10000-1000000&doswiadczenie=senior', { scroll: true });
  });

  it('applies live on wide screens a second after the last change', async () => {
    wide = true;
    server.use(http.get(COUNT, () => HttpResponse.json({ count: 1 })));
    renderForm('en');
    // Counts are space-grouped in English too (spec: Finnish number formatting).
    await waitFor(() => expect(screen.getByTestId('apply-filters')).toHaveTextContent('Show 1 500 offers'));
    fireEvent.click(screen.getByLabelText('Senior'));
    await wait(700);
    expect(push).not.toHaveBeenCalled();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/job-offers?experience=senior', { scroll: false }));
    expect(screen.getByTestId('apply-filters')).toHaveTextContent('Show 1 offer');
  });
});

describe('search terms in the filters sheet', () => {
  const SUGGEST = 'http://localhost:3000/api/v2/user-panel/offers/suggest';
  const renderSheet = () =>
    renderWithIntl(
      <LiveFilterForm
        filters={{ ...DEFAULT_FILTERS, keywords: ['java'] }}
        locale="pl"
        action="/job-offers"
        label="Filtry"
        total={1500}
        clearHref="/job-offers"
      >
        <ListSearchField filters={{ ...DEFAULT_FILTERS, keywords: ['java'] }} locale="pl" label="Szukaj" />
      </LiveFilterForm>,
    );
  const choose = async (text: string, option: RegExp) => {
    const input = screen.getByRole('combobox', { name: 'Szukaj' });
    input.focus();
    fireEvent.change(input, { target: { value: text } });
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };
  const queries: string[] = [];
  beforeEach(() => {
    queries.length = 0;
    server.use(
      http.get(SUGGEST, ({ request }) => {
        const query = new URL(request.url).searchParams.get('query') ?? '';
        return HttpResponse.json({
          titles: [{ title: `${query} developer`, count: 3 }],
          companies: [{ title: `${query} corp`, count: 2 }],
          skills: [],
        });
      }),
      http.get(COUNT, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ count: 42 });
      }),
    );
  });

  it('on phones gathers chosen suggestions as chips, previews their count, and applies them with "Show offers"', async () => {
    renderSheet();
    await choose('kotlin', /kotlin developer/);
    await choose('spring', /spring corp/);
    expect(push).not.toHaveBeenCalled();
    await waitFor(() => expect(new URLSearchParams(queries.at(-1)).getAll('companyNames[]')).toEqual(['spring corp']));
    await waitFor(() => expect(screen.getByTestId('apply-filters')).toHaveTextContent('Pokaż 42 oferty'));
    const last = new URLSearchParams(queries.at(-1));
    expect(last.getAll('jobTitles[]')).toEqual(['kotlin developer']);
    expect(last.getAll('companyNames[]')).toEqual(['spring corp']);
    expect(last.getAll('keywords[]')).toEqual(['java']);
    await choose('kotlin', /kotlin developer/); // chosen twice, gathered once
    const terms = within(screen.getByTestId('search-terms'));
    expect(terms.getAllByTestId('pending-term').map((li) => li.textContent)).toEqual([
      'Stanowisko:kotlin developer ×',
      'Firma:spring corp ×',
    ]);
    // A gathered term can be dropped before applying.
    fireEvent.click(terms.getByRole('button', { name: 'Usuń: spring corp' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Filtry' }));
    expect(push).toHaveBeenCalledTimes(1);
    const url = new URL(push.mock.calls[0]![0] as string, 'http://x');
    expect(url.searchParams.get('keyword')).toBe('java');
    expect(url.searchParams.get('titles')).toBe('kotlin developer');
    expect(url.searchParams.get('companies')).toBeNull();
  });

  it('on wide screens goes to the list with the chosen suggestion at once', async () => {
    wide = true;
    renderSheet();
    await choose('kotlin', /kotlin developer/);
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('pending-term')).toBeNull();
  });
});

describe('quick switches', () => {
  const labels = { published: 'Data', newest: 'Najnowsze', salaryDesc: 'Najwyższe', salaryAsc: 'Najniższe' };
  const renderDefaultSwitches = () =>
    renderWithIntl(
      <QuickSwitches
        filters={DEFAULT_FILTERS}
        locale="pl"
        workplaceFilter={false}
        sort="published"
        sortLabels={labels}
      />,
    );

  it('toggles with salary and remote in the URL after 300 ms, together', async () => {
    renderDefaultSwitches();
    const salary = screen.getByRole('switch', { name: 'Z widełkami' });
    expect(salary).toHaveAttribute('href', '/job-offers?z-widelkami=true');
    fireEvent.click(salary);
    expect(salary).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('switch', { name: 'Zdalnie' }));
    await wait(200);
    expect(push).not.toHaveBeenCalled();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/job-offers/remote?z-widelkami=true', { scroll: false }));
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('toggles with Space, as the ARIA switch pattern asks, without scrolling the page', async () => {
    renderDefaultSwitches();
    const remote = screen.getByRole('switch', { name: 'Zdalnie' });
    remote.focus();
    // fireEvent returns false when the default (the page's scroll) was prevented.
    expect(fireEvent.keyDown(remote, { key: ' ', code: 'Space' })).toBe(false);
    expect(remote).toHaveAttribute('aria-checked', 'true');
    // A held key repeats: that is not another toggle.
    expect(fireEvent.keyDown(remote, { key: ' ', code: 'Space', repeat: true })).toBe(false);
    expect(remote).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/job-offers/remote', { scroll: false }));
    fireEvent.keyDown(remote, { key: ' ', code: 'Space' });
    expect(remote).toHaveAttribute('aria-checked', 'false');
  });

  it('uses the remote workplace option when the board filters by workplace, and sorts at once', async () => {
    renderWithIntl(
      <QuickSwitches
        filters={{ ...DEFAULT_FILTERS, withSalary: true, workplaceTypes: ['remote'] }}
        locale="en"
        workplaceFilter
        sort="published"
        sortLabels={labels}
      />,
      { locale: 'en' },
    );
    const remote = screen.getByRole('switch', { name: 'Remote' });
    expect(remote).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(remote);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/job-offers?pay-range-visible=true', { scroll: false }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'salaryAsc' } });
    expect(push).toHaveBeenLastCalledWith(
      '/en/job-offers?pay-range-visible=true&remote-work=remote&sortBy=salary&orderBy=asc',
    );
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import pl from '@/messages/pl.json';
import { parseSalaryCalculatorQuery } from '../schemas';
import { MARKET_SMALL_SAMPLE, MarketPanel, type MarketPanelData } from './market-panel';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'pl', messages: pl, namespace: namespace as never }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: () => undefined }) }));

afterEach(cleanup);

const action = '/kalkulator';
const quartiles = { q1: 15_000, median: 18_000, q3: 22_000 };

async function renderPanel(query: Record<string, string>, market: Omit<MarketPanelData, 'listHref'>) {
  render(
    await MarketPanel({
      q: parseSalaryCalculatorQuery({ amount: '10000', ...query }),
      action,
      locale: 'pl',
      brand: 'Wakat',
      market: { ...market, listHref: '/job-offers' },
      categories: [{ slug: 'java', label: 'Java' }],
      cities: [{ slug: 'krakow', label: 'Kraków' }],
    }),
  );
  return screen.getByTestId('salary-market');
}

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('the market panel', () => {
  it('cautions below 30 offers and offers to drop each chosen filter, the narrowest first', async () => {
    const panel = await renderPanel(
      { category: 'java', seniority: 'senior', city: 'krakow' },
      { count: 12, quartiles },
    );
    const caution = within(panel).getByTestId('market-caution');
    expect(caution).toHaveTextContent(
      'To tylko 12 ofert – przy mniej niż 30 pojedyncze oferty mocno przesuwają medianę i kwartyle',
    );
    expect(within(panel).getByTestId('market-median')).toHaveTextContent('18');
    const base = 'contract=employment&direction=gross_to_net&amount=10000';
    expect(hrefs(within(caution).getByTestId('market-widen'))).toEqual([
      ['Wszystkie lokalizacje', `${action}?${base}&category=java&seniority=senior`],
      ['Każde doświadczenie', `${action}?${base}&category=java&city=krakow`],
      ['Wszystkie kategorie', `${action}?${base}&seniority=senior&city=krakow`],
      ['Bez filtrów', `${action}?${base}`],
    ]);
  });

  it('speaks of one offer in the singular', async () => {
    const panel = await renderPanel({ city: 'krakow' }, { count: 1, quartiles });
    expect(within(panel).getByTestId('market-caution')).toHaveTextContent('To tylko 1 oferta –');
    expect(hrefs(within(panel).getByTestId('market-widen'))).toEqual([
      ['Wszystkie lokalizacje', `${action}?contract=employment&direction=gross_to_net&amount=10000`],
    ]);
  });

  it(`shows no caution from ${MARKET_SMALL_SAMPLE} offers`, async () => {
    const panel = await renderPanel({ city: 'krakow' }, { count: MARKET_SMALL_SAMPLE, quartiles });
    expect(within(panel).queryByTestId('market-caution')).toBeNull();
    expect(within(panel).queryByTestId('market-widen')).toBeNull();
    expect(within(panel).getByTestId('market-median')).toBeInTheDocument();
  });

  it('with no offers, says so and offers to widen the filters', async () => {
    const panel = await renderPanel({ contract: 'b2b', seniority: 'junior' }, { count: 0, quartiles: null });
    expect(within(panel).getByTestId('market-empty')).toHaveTextContent('Brak aktualnych ofert z widełkami');
    expect(within(panel).queryByTestId('market-median')).toBeNull();
    expect(hrefs(within(panel).getByTestId('market-widen'))).toEqual([
      ['Każde doświadczenie', `${action}?contract=b2b&direction=gross_to_net&amount=10000`],
    ]);
  });

  it('with no filters chosen there is nothing to widen', async () => {
    const panel = await renderPanel({}, { count: 4, quartiles });
    expect(within(panel).getByTestId('market-caution')).toBeInTheDocument();
    expect(within(panel).queryByTestId('market-widen')).toBeNull();
  });
});

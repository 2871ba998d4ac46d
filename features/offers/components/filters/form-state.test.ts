import { DEFAULT_FILTERS, type OfferFilters } from '../../search-params';
import { filtersFromForm } from './form-state';
import { listUrl } from './list-url';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe('filtersFromForm', () => {
  it('reads the plain fields and the localised keys into the canonical URL', () => {
    const filters = filtersFromForm(
      form([
        ['keyword', 'java'],
        ['keyword', ' senior  react '],
        ['titles', 'Java Developer'],
        ['location', 'krakow'],
        ['radius', '25'],
        ['category', 'backend'],
        ['sort', 'salaryDesc'],
        ['doswiadczenie', 'senior'],
        ['salaryFrom', '10 000'],
        ['salaryTo', '20 000,5'],
        ['currency', 'EUR'],
      ]),
      DEFAULT_FILTERS,
    );
    expect(listUrl(filters, 'pl')).toBe(
      '/job-offers/krakow/backend?radius=25&keyword=java&keyword=react&keyword=senior&titles=Java+Developer' +
        '&widelki=10000-20000.5&currency=EUR&doswiadczenie=senior&sortBy=salary',
    );
  });

  it('keeps the subcategories of an unchanged category and drops them when it changes', () => {
    const current: OfferFilters = { ...DEFAULT_FILTERS, category: 'backend', subcategories: ['java'] };
    expect(filtersFromForm(form([['category', 'backend']]), current).subcategories).toEqual(['java']);
    expect(filtersFromForm(form([['category', 'frontend']]), current).subcategories).toEqual([]);
  });

  it('treats an empty salary pair as no salary filter and fills a missing bound', () => {
    expect(
      filtersFromForm(
        form([
          ['salaryFrom', ''],
          ['salaryTo', ''],
        ]),
        DEFAULT_FILTERS,
      ).salary,
    ).toBeNull();
    expect(
      filtersFromForm(
        form([
          ['salaryFrom', '5000'],
          ['salaryTo', ''],
        ]),
        DEFAULT_FILTERS,
      ).salary,
    ).toEqual({
      from: 5000,
      to: 1_000_000,
    });
  });
});

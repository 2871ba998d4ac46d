import { describe, expect, it } from 'vitest';
import { shownContract, toListCardView, type CardViewText } from './list-card-view';
import type { OfferListItem } from './serializers';

const text: CardViewText = {
  salaryNotDisclosed: 'undisclosed',
  workplace: (v) => v,
  seniority: (v) => v,
  unit: (v) => `/${v}`,
  moreLocations: (n) => `+${n}`,
  number: (n) => String(n),
};

type Contract = OfferListItem['employmentTypes'][number];
const contract = (
  type: string,
  from: number,
  to: number,
  o: { currency?: 'PLN' | 'EUR'; unit?: 'month' | 'hour'; pln?: [number, number]; eur?: [number, number] } = {},
): Contract =>
  ({
    type,
    currency: o.currency ?? 'PLN',
    amountType: 'net',
    currencySource: 'original',
    salary: { from, to, unit: o.unit ?? 'month' },
    gross: false,
    converted: {
      PLN: { from: o.pln?.[0] ?? from, to: o.pln?.[1] ?? to, unit: 'month' },
      EUR: { from: o.eur?.[0] ?? from / 4, to: o.eur?.[1] ?? to / 4, unit: 'month' },
      USD: null,
      GBP: null,
      CHF: null,
    },
  }) as unknown as Contract;

const offer = (employmentTypes: Contract[]) =>
  ({
    id: 1,
    url: '/job-offer/x',
    title: 'X',
    companyName: 'C',
    companyLogoThumbUrl: '',
    city: null,
    multilocation: [],
    workplaceType: 'remote',
    experienceLevel: 'mid',
    publishedAt: null,
    requiredSkills: [],
    employmentTypes,
  }) as unknown as OfferListItem;

const card = (o: OfferListItem, currency: string, sort?: { sortBy: string; orderBy: string }) =>
  toListCardView(o, { currency, locale: 'pl', text, sort }).salary;

describe('the contract a list card shows', () => {
  // The first contract is the lower one: sorted by salary the card must show what the sort used.
  const twoContracts = offer([contract('permanent', 37000, 44500), contract('b2b', 45000, 60000)]);

  it('shows the first contract with a salary when not sorted by salary', () => {
    expect(card(twoContracts, 'PLN')).toBe('37000 – 44500 PLN /month');
    expect(card(twoContracts, 'PLN', { sortBy: 'published', orderBy: 'desc' })).toBe('37000 – 44500 PLN /month');
  });

  it('shows the highest monthly "to" when sorted by salary descending', () => {
    expect(card(twoContracts, 'PLN', { sortBy: 'salary', orderBy: 'desc' })).toBe('45000 – 60000 PLN /month');
    expect(card(twoContracts, 'EUR', { sortBy: 'salary', orderBy: 'desc' })).toBe('11250 – 15000 EUR /month');
  });

  it('shows the lowest monthly "from" when sorted by salary ascending', () => {
    const o = offer([contract('b2b', 45000, 60000), contract('permanent', 37000, 44500)]);
    expect(card(o, 'PLN', { sortBy: 'salary', orderBy: 'asc' })).toBe('37000 – 44500 PLN /month');
  });

  it('compares in the chosen currency and shows the monthly amount the sort used', () => {
    // 200 PLN an hour is 33 600 PLN a month: above a 30 000 PLN monthly contract.
    const o = offer([
      contract('permanent', 20000, 30000),
      contract('b2b', 150, 200, { unit: 'hour', pln: [25200, 33600], eur: [5900, 7850.4] }),
    ]);
    expect(card(o, 'PLN', { sortBy: 'salary', orderBy: 'desc' })).toBe('25200 – 33600 PLN /month');
    expect(card(o, 'EUR', { sortBy: 'salary', orderBy: 'desc' })).toBe('5900 – 7850 EUR /month');
    expect(shownContract(o, 'PLN', { sortBy: 'salary', orderBy: 'asc' })?.type).toBe('permanent');
  });

  it('skips contracts without a salary', () => {
    const o = offer([{ ...contract('mandate', 1, 1), salary: null }, contract('b2b', 10000, 12000)]);
    expect(card(o, 'PLN', { sortBy: 'salary', orderBy: 'desc' })).toBe('10000 – 12000 PLN /month');
    expect(card(offer([]), 'PLN')).toBe('undisclosed');
  });
});

describe("a list card's skills", () => {
  it('carries the first three required skills with the icon id of each, so the browser needs no catalogue', () => {
    const o = {
      ...offer([]),
      requiredSkills: [{ name: 'Java' }, { name: 'Negocjacje' }, { name: 'Python' }, { name: 'Go' }],
    } as unknown as OfferListItem;
    const view = toListCardView(o, { currency: 'PLN', locale: 'pl', text });
    expect(view.skills).toEqual(['Java', 'Negocjacje', 'Python']);
    // Sent short: empty where the icon is named like the skill (Python → python).
    expect(view.skillIcons).toEqual(['openjdk', 'skill', '']);
  });
});

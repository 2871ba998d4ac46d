import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { countValues } from '@/lib/format';

const plain = (text: string) => text.replace(/\s/g, ' ');

/** Every counted message of the lists, cards and map, in both languages. */
const COUNTED = ['home.heroCount', 'home.categoryOffers', 'list.count', 'map.offerCount', 'map.cluster'] as const;

describe('counted messages', () => {
  const tPl = createTranslator({ locale: 'pl', messages: pl });
  const tEn = createTranslator({ locale: 'en', messages: en });

  it.each([
    [1, '1 oferta'],
    [2, '2 oferty'],
    [5, '5 ofert'],
    [12, '12 ofert'],
    [22, '22 oferty'],
    [25, '25 ofert'],
    [52, '52 oferty'],
    [512, '512 ofert'],
    [542, '542 oferty'],
    [2336, '2 336 ofert'],
    [2342, '2 342 oferty'],
  ])('Polish: %i → "%s" on category cards and the list heading', (n, expected) => {
    expect(plain(tPl('home.categoryOffers', countValues(n)))).toBe(expected);
    expect(plain(tPl('list.count', countValues(n)))).toBe(expected);
    expect(plain(tPl('map.offerCount', countValues(n)))).toBe(expected);
  });

  it('Polish hero count agrees with its number', () => {
    expect(plain(tPl('home.heroCount', countValues(1)))).toBe('1 aktualna oferta');
    expect(plain(tPl('home.heroCount', countValues(542)))).toBe('542 aktualne oferty');
    expect(plain(tPl('home.heroCount', countValues(2336)))).toBe('2 336 aktualnych ofert');
  });

  it.each([
    [1, '1 offer'],
    [2, '2 offers'],
    [2336, '2 336 offers'],
  ])('English: %i → "%s"', (n, expected) => {
    expect(plain(tEn('list.count', countValues(n)))).toBe(expected);
    expect(plain(tEn('home.categoryOffers', countValues(n)))).toBe(expected);
  });

  it('shows the grouped number in every counted message', () => {
    for (const key of COUNTED) {
      expect(plain(tPl(key, countValues(1234)))).toContain('1 234');
      expect(plain(tEn(key, countValues(1234)))).toContain('1 234');
    }
  });
});

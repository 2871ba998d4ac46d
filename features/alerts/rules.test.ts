import { ALERT_NAME_MAX, ALERT_NAME_PATTERN, ALERT_NAME_SIGNS, alertNameFromTags, sanitizeAlertName } from './rules';
import { currentSearchUrl, searchTags } from './search-tags';

describe('alert names from the search tags', () => {
  it('joins tags with commas and keeps only whole tags within 999 characters', () => {
    const tags = Array.from({ length: 200 }, (_, i) => `skill${i}`);
    const name = alertNameFromTags(tags);
    expect(name.length).toBeLessThanOrEqual(ALERT_NAME_MAX);
    expect(name.startsWith('skill0, skill1, ')).toBe(true);
    expect(name.endsWith(',')).toBe(false);
    expect(tags).toContain(name.split(', ').at(-1));
  });

  it('replaces characters the spec does not allow, so the prefilled name is valid', () => {
    expect(sanitizeAlertName('Node.js & C# <senior>')).toBe('Node js & C# senior');
    expect(ALERT_NAME_PATTERN.test(alertNameFromTags(['Łódź', 'Vue.js', 'C++']))).toBe(true);
  });

  it('allows exactly the signs the error message lists, besides letters, digits and spaces', () => {
    for (const sign of ALERT_NAME_SIGNS.split(' '))
      expect(ALERT_NAME_PATTERN.test(`Java ${sign} Źródło 2`), sign).toBe(true);
    for (const other of ['.', '<', '>', '_', '\\', ']', '^', '*']) {
      expect(ALERT_NAME_PATTERN.test(`Java ${other}`), other).toBe(false);
      expect(sanitizeAlertName(`Java${other}Go`), other).toBe('Java Go');
    }
  });

  it('reads tags from a list URL and drops the paging state from the saved URL', () => {
    expect(searchTags('/en/job-offers/krakow/backend/java,python?keyword=spring&experience=senior')).toEqual([
      'Krakow',
      'Backend',
      'Java',
      'Python',
      'spring',
      'Senior',
    ]);
    expect(currentSearchUrl('/job-offers/krakow', '?keyword=go&from=abc&showMap=true')).toBe(
      '/job-offers/krakow?keyword=go',
    );
    expect(currentSearchUrl('/brands', '')).toBe('/job-offers');
  });
});

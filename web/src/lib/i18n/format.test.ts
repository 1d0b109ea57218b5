import { i18n } from '@lingui/core';
import { formatRupees } from '../money';
import { activeIntlLocale, formatCount, formatDate, pluralCategory } from './format';
import { languages, sourceLanguage } from './languages';

const orderDate = { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const november6 = new Date('2023-11-06T00:00:00Z');

describe('Indian conventions in every language', () => {
  afterEach(() => i18n.activate(sourceLanguage, ['en-IN']));

  const locales = languages.map((language) => language.intl);

  it('groups prices and counts in lakhs and crores, with Latin digits, in every language', () => {
    for (const locale of locales) {
      i18n.activate(locale.slice(0, 2), [locale]);
      expect(formatRupees(129999)).toBe('₹1,29,999');
      expect(formatRupees(12345678)).toBe('₹1,23,45,678');
      expect(formatCount(1234567, locale)).toBe('12,34,567');
    }
  });

  it('groups whole numbers exactly as Intl does in each language, without creating a NumberFormat', () => {
    const values = [0, 7, 42, 999, 1000, 12345, 99999, 100000, 1234567, 12345678, 987654321, 9007199254740991, -4000];
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
      for (const value of values) expect(formatCount(value, locale)).toBe(intl.format(value));
    }
    expect(formatCount(2.5, 'en-IN')).toBe('2.5');
  });

  it('names the plural category of a count by the rules of the language', () => {
    expect(['en-IN', 'hi-IN'].map((locale) => [0, 1, 2].map((n) => pluralCategory(n, locale)))).toEqual([
      ['other', 'one', 'other'],
      ['one', 'one', 'other'],
    ]);
  });

  it("writes dates in the language's own format", () => {
    expect(formatDate(november6, orderDate, 'en-IN')).toBe('06 Nov 2023');
    expect(formatDate(november6, orderDate, 'hi-IN')).toBe('06 नव॰ 2023');
  });

  it('writes Latin digits in dates and fractions in Marathi and Bengali too, whose locales have digits of their own', () => {
    expect(formatDate(november6, orderDate, 'mr-IN')).toMatch(/^06 \S+ 2023$/);
    expect(formatDate(november6, orderDate, 'bn-IN')).toMatch(/^06 \S+ 2023$/);
    expect(formatCount(2.5, 'mr-IN')).toBe('2.5');
    expect(formatCount(2.5, 'bn-IN')).toBe('2.5');
  });

  it('formats in the active language by default', () => {
    expect(activeIntlLocale()).toBe('en-IN');
    expect(formatDate(november6, orderDate)).toBe('06 Nov 2023');
    i18n.activate('hi', ['hi-IN']);
    expect(activeIntlLocale()).toBe('hi-IN');
    expect(formatDate(november6, orderDate)).toBe('06 नव॰ 2023');
    expect(formatRupees(129999)).toBe('₹1,29,999');
  });
});

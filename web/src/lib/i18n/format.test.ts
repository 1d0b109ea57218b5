import { i18n } from '@lingui/core';
import { formatRupees } from '../money';
import { activeIntlLocale, formatCount, formatDate } from './format';
import { sourceLanguage } from './languages';

const orderDate = { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const november6 = new Date('2023-11-06T00:00:00Z');

describe('Indian conventions in every language', () => {
  afterEach(() => i18n.activate(sourceLanguage, ['en-IN']));

  it('groups prices and counts in lakhs and crores, with Latin digits, in English and in Hindi', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      expect(formatRupees(129999, locale)).toBe('₹1,29,999');
      expect(formatRupees(12345678, locale)).toBe('₹1,23,45,678');
      expect(formatCount(1234567, locale)).toBe('12,34,567');
    }
  });

  it("writes dates in the language's own format", () => {
    expect(formatDate(november6, orderDate, 'en-IN')).toBe('06 Nov 2023');
    expect(formatDate(november6, orderDate, 'hi-IN')).toBe('06 नव॰ 2023');
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

import { formatPaise, formatRupees, parseDiscountPercent, parseRupees } from './money';

describe('formatRupees', () => {
  it('groups in the Indian way', () => {
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(14993)).toBe('₹14,993');
    expect(formatRupees(129999)).toBe('₹1,29,999');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('rounds to whole rupees and keeps the sign', () => {
    expect(formatRupees(1499.6)).toBe('₹1,500');
    expect(formatRupees(-4000)).toBe('-₹4,000');
  });
});

describe('parseRupees', () => {
  it('reads every comma, so a lakh and more parse right', () => {
    expect(parseRupees('₹14,993')).toBe(14993);
    expect(parseRupees('₹1,29,999')).toBe(129999);
    expect(parseRupees('₹1,23,45,678')).toBe(12345678);
  });

  it('round-trips with formatRupees', () => {
    for (const n of [0, 7, 59, 399, 4000, 99999, 100000, 2500000]) expect(parseRupees(formatRupees(n))).toBe(n);
  });

  it('gives 0 for text without a number', () => {
    expect(parseRupees('')).toBe(0);
    expect(parseRupees(undefined)).toBe(0);
    expect(parseRupees('Free')).toBe(0);
  });
});

describe('parseDiscountPercent', () => {
  it('reads the percentage of a discount text', () => {
    expect(parseDiscountPercent('55% off')).toBe(55);
    expect(parseDiscountPercent('')).toBe(0);
  });
});

describe('formatPaise', () => {
  it('writes paise as rupees with two decimals, in Indian grouping', () => {
    expect(formatPaise(1_499_300)).toBe('₹14,993.00');
    expect(formatPaise(12_345_678_905)).toBe('₹12,34,56,789.05');
    expect(formatPaise(7)).toBe('₹0.07');
    expect(formatPaise(-250)).toBe('-₹2.50');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => formatPaise(12.5)).toThrow(RangeError);
    expect(() => formatPaise(Number.NaN)).toThrow(RangeError);
  });
});

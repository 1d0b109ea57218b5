import { formatRupees, parseDiscountPercent, parseRupees } from './money';

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

import { CART_LINES_STORAGE_KEY, emptyCartLines, loadCartLines, saveCartLines } from './cartLinesStorage';

describe('cart line storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it saved', () => {
    const state = { quantities: { a: 3 }, savedForLater: ['b'], warranties: ['a'], pincode: '560001' };
    saveCartLines(state);
    expect(loadCartLines()).toEqual(state);
  });

  it('starts empty when nothing, or something unreadable, is stored', () => {
    expect(loadCartLines()).toEqual(emptyCartLines());
    localStorage.setItem(CART_LINES_STORAGE_KEY, '{not json');
    expect(loadCartLines()).toEqual(emptyCartLines());
  });

  it('repairs out-of-range quantities, stray values and a bad pincode', () => {
    localStorage.setItem(
      CART_LINES_STORAGE_KEY,
      JSON.stringify({
        quantities: { a: 40, b: 0, c: 'two' },
        savedForLater: ['x', 7],
        warranties: 'no',
        pincode: '12ab',
      }),
    );
    expect(loadCartLines()).toEqual({
      quantities: { a: 10, b: 1 },
      savedForLater: ['x'],
      warranties: [],
      pincode: null,
    });
  });
});

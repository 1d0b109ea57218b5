import { makeProduct } from '../../test/products';
import { cartTotals } from './cartTotals';

const phone = makeProduct({ n: 1, price: 129_999, org: 1_49_999 }); // ₹1,29,999 from ₹1,49,999
const projector = makeProduct({ n: 2, price: 14_993, org: 33_690 });

describe('cartTotals', () => {
  it('sums lakh-range prices with every comma read, times quantities', () => {
    const totals = cartTotals([
      { product: phone, quantity: 2, warranty: false },
      { product: projector, quantity: 1, warranty: false },
    ]);
    expect(phone.content.price.sell_price).toBe('₹1,29,999');
    expect(totals).toEqual({
      itemCount: 3,
      listPrice: 2 * 149_999 + 33_690,
      discount: 2 * (149_999 - 129_999) + (33_690 - 14_993),
      warranty: 0,
      delivery: 0,
      total: 2 * 129_999 + 14_993,
      savings: 2 * 20_000 + 18_697,
    });
  });

  it('adds ₹399 of extended warranty per unit of a line that has it', () => {
    const totals = cartTotals([{ product: projector, quantity: 3, warranty: true }]);
    expect(totals.warranty).toBe(3 * 399);
    expect(totals.total).toBe(3 * 14_993 + 3 * 399);
  });

  it('counts no negative discount when the original price is missing or lower', () => {
    const odd = makeProduct({ n: 3, price: 999 });
    odd.content.price.org_price = '';
    expect(cartTotals([{ product: odd, quantity: 1, warranty: false }])).toMatchObject({
      listPrice: 999,
      discount: 0,
      total: 999,
    });
  });

  it('is all zero for no lines', () => {
    expect(cartTotals([])).toMatchObject({ itemCount: 0, listPrice: 0, discount: 0, total: 0, savings: 0 });
  });
});

import { cartChangeConfirmed } from './outbox/cartChange';
import { makeProduct, productId } from '../../test/products';
import {
  cartLinesSlice,
  movedToCart,
  pincodeChosen,
  quantityChanged,
  savedForLater,
  warrantyToggled,
} from './cartLinesSlice';
import { emptyCartLines } from './cartLinesStorage';

const reduce = cartLinesSlice.reducer;

describe('cartLinesSlice', () => {
  it('keeps quantities between 1 and 10', () => {
    let state = reduce(emptyCartLines(), quantityChanged({ prodId: 'a', quantity: 11 }));
    expect(state.quantities.a).toBe(10);
    state = reduce(state, quantityChanged({ prodId: 'a', quantity: 0 }));
    expect(state.quantities.a).toBe(1);
  });

  it('moves a line to saved for later and back, once', () => {
    let state = reduce(emptyCartLines(), savedForLater('a'));
    state = reduce(state, savedForLater('a'));
    expect(state.savedForLater).toEqual(['a']);
    expect(reduce(state, movedToCart('a')).savedForLater).toEqual([]);
  });

  it('toggles the warranty and accepts only a six-digit pincode', () => {
    let state = reduce(emptyCartLines(), warrantyToggled('a'));
    expect(state.warranties).toEqual(['a']);
    state = reduce(reduce(state, warrantyToggled('a')), pincodeChosen('12345'));
    expect(state).toMatchObject({ warranties: [], pincode: null });
    expect(reduce(state, pincodeChosen('560001')).pincode).toBe('560001');
  });

  it('forgets everything about a product once the server confirms its removal, and nothing before', () => {
    const product = makeProduct({ n: 1 });
    const a = productId(1);
    let state = reduce(emptyCartLines(), quantityChanged({ prodId: a, quantity: 4 }));
    state = reduce(reduce(state, savedForLater(a)), warrantyToggled(a));
    expect(reduce(state, cartChangeConfirmed({ kind: 'add', product }))).toEqual(state);
    expect(reduce(state, cartChangeConfirmed({ kind: 'remove', product }))).toEqual(emptyCartLines());
  });
});

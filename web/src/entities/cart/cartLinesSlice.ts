/**
 * Client state of the cart lines (quantity, saved for later, warranty, delivery pincode). The
 * products themselves stay in the RTK Query cache; this slice only holds what the server has no
 * field for, keyed by product id. It starts from localStorage (see ./cartLinesStorage).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cartChangeConfirmed } from './outbox/cartChange';
import { clampQuantity, MIN_QUANTITY } from './cartRules';
import { isPincode } from '../delivery/pincode';
import { loadCartLines, type CartLinesState } from './cartLinesStorage';

function without(list: string[], id: string): string[] {
  return list.filter((item) => item !== id);
}

export const cartLinesSlice = createSlice({
  name: 'cartLines',
  initialState: (): CartLinesState => loadCartLines(),
  reducers: {
    quantityChanged(state, action: PayloadAction<{ prodId: string; quantity: number }>) {
      state.quantities[action.payload.prodId] = clampQuantity(action.payload.quantity);
    },
    savedForLater(state, action: PayloadAction<string>) {
      if (!state.savedForLater.includes(action.payload)) state.savedForLater.push(action.payload);
    },
    movedToCart(state, action: PayloadAction<string>) {
      state.savedForLater = without(state.savedForLater, action.payload);
    },
    warrantyToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.warranties = state.warranties.includes(id) ? without(state.warranties, id) : [...state.warranties, id];
    },
    pincodeChosen(state, action: PayloadAction<string>) {
      if (isPincode(action.payload)) state.pincode = action.payload;
    },
    /**
     * An order took these products out of the server's cart: their quantities and warranties went
     * with the order, so adding one again starts a new line at 1 (not the ordered quantity).
     */
    linesOrdered(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) delete state.quantities[id];
      state.warranties = state.warranties.filter((id) => !action.payload.includes(id));
    },
    /**
     * An order whose payment failed or expired put its products back in the server's cart: they come
     * back as they were ordered, with their quantities and warranties.
     */
    linesReturned(state, action: PayloadAction<{ productId: string; quantity: number; warranty: boolean }[]>) {
      for (const { productId, quantity, warranty } of action.payload) {
        state.quantities[productId] = clampQuantity(quantity);
        state.warranties = without(state.warranties, productId);
        if (warranty) state.warranties.push(productId);
        state.savedForLater = without(state.savedForLater, productId);
      }
    },
  },
  extraReducers: (builder) => {
    // The product left the server cart (a REMOVE sent now, or one queued offline and sent later):
    // forget everything kept for it. A queued REMOVE the server refuses keeps it all.
    builder.addCase(cartChangeConfirmed, (state, action) => {
      if (action.payload.kind !== 'remove') return;
      const id = action.payload.product._id;
      delete state.quantities[id];
      state.savedForLater = without(state.savedForLater, id);
      state.warranties = without(state.warranties, id);
    });
  },
  selectors: {
    selectCartLines: (state) => state,
    selectQuantity: (state, prodId: string) => state.quantities[prodId] ?? MIN_QUANTITY,
  },
});

export const {
  quantityChanged,
  savedForLater,
  movedToCart,
  warrantyToggled,
  pincodeChosen,
  linesOrdered,
  linesReturned,
} = cartLinesSlice.actions;
export const { selectCartLines, selectQuantity } = cartLinesSlice.selectors;

/**
 * The cart as the screen shows it: the server's products joined with the client-only line state
 * (quantity, saved for later, warranty), split into the active lines and the "Saved for later"
 * list. The store writes every change back to localStorage (app/store.ts), so it survives a reload.
 */
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks/storeHooks';
import type { Product } from '../../lib/api';
import {
  movedToCart,
  pincodeChosen,
  quantityChanged,
  savedForLater,
  selectCartLines,
  warrantyToggled,
} from './cartLinesSlice';
import { MIN_QUANTITY } from './cartRules';
import type { CartLine } from './cartTotals';

export interface CartLineActions {
  setQuantity: (prodId: string, quantity: number) => void;
  saveForLater: (prodId: string) => void;
  moveToCart: (prodId: string) => void;
  toggleWarranty: (prodId: string) => void;
}

export function useCartLines(products: readonly Product[]) {
  const state = useAppSelector(selectCartLines);
  const dispatch = useAppDispatch();

  const { active, saved } = useMemo(() => {
    const lines: CartLine[] = products.map((product) => ({
      product,
      quantity: state.quantities[product._id] ?? MIN_QUANTITY,
      warranty: state.warranties.includes(product._id),
    }));
    const isSaved = (line: CartLine) => state.savedForLater.includes(line.product._id);
    return { active: lines.filter((line) => !isSaved(line)), saved: lines.filter(isSaved) };
  }, [products, state]);

  const actions: CartLineActions = useMemo(
    () => ({
      setQuantity: (prodId, quantity) => dispatch(quantityChanged({ prodId, quantity })),
      saveForLater: (prodId) => dispatch(savedForLater(prodId)),
      moveToCart: (prodId) => dispatch(movedToCart(prodId)),
      toggleWarranty: (prodId) => dispatch(warrantyToggled(prodId)),
    }),
    [dispatch],
  );

  const choosePincode = (pincode: string) => dispatch(pincodeChosen(pincode));

  return { active, saved, pincode: state.pincode, choosePincode, actions };
}

/**
 * Sends one cart change with the cart's RTK Query endpoints and, once the server accepts it, puts
 * the cached cart right at once (the header badge reads the same cache) while the invalidated
 * 'Cart' tag refetches to confirm.
 */
import { apiFailureOf } from '../../../lib/api/failure';
import { cartApi } from '../cartApi';
import type { ApiFailure } from '../../../lib/api/shopApi';
import { cartChangeConfirmed, type CartChange } from './cartChange';
import type { OutboxThunk } from './outboxState';

export type SendOutcome = { sent: true } | { sent: false; offline: boolean; status: ApiFailure['status']; msg: string };

function asFailure(error: unknown): ApiFailure {
  return apiFailureOf(error) ?? { status: 'NETWORK', msg: '' };
}

export function sendCartChange(change: CartChange): OutboxThunk<Promise<SendOutcome>> {
  return async (dispatch) => {
    const { kind, product } = change;
    try {
      if (kind === 'add') await dispatch(cartApi.endpoints.addToCart.initiate(product)).unwrap();
      else await dispatch(cartApi.endpoints.removeFromCart.initiate(product._id)).unwrap();
    } catch (error) {
      const { status, msg } = asFailure(error);
      return { sent: false, offline: status === 'NETWORK', status, msg };
    }
    dispatch(
      cartApi.util.updateQueryData('getCart', undefined, (cart) => {
        const others = (cart.prods ?? []).filter((item) => item._id !== product._id);
        cart.prods = kind === 'add' ? [...others, product] : others;
      }),
    );
    dispatch(cartChangeConfirmed(change));
    return { sent: true };
  };
}

/**
 * What the checkout remembers between its three step URLs: the delivery address chosen in step 1,
 * the idempotency key of this checkout, and the order request sent last while its answer has not
 * arrived (`unanswered`): when the answer to PAY is lost, the order may have been placed and the
 * ordered products may have left the cart, so the payment step sends that very request again to
 * learn the order it placed. It is kept on the device (lib/deviceStorage), so a
 * reload or a lost connection mid-checkout loses nothing, and the key stays the same until an order
 * is placed: paying twice, or again after an answer that never arrived, places one order.
 * The draft names its shopper, so nobody else signed in on this browser ever sees it.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../hooks/storeHooks';
import type { DeliveryAddress, PlaceOrderRequest } from '../../lib/api';
import { signedInValue } from '../../lib/deviceStorage';
import { selectCurrentUser } from '../session/sessionSlice';

export interface CheckoutDraft {
  email: string;
  idempotencyKey: string;
  address: DeliveryAddress | null;
  /** Sent with this draft's key, and no answer came back (optional: drafts kept before it had none). */
  unanswered?: PlaceOrderRequest | null;
}

function isDraft(value: unknown): value is CheckoutDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.email === 'string' &&
    typeof draft.idempotencyKey === 'string' &&
    /^[A-Za-z0-9_-]{16,64}$/.test(draft.idempotencyKey) &&
    (draft.address === null || (typeof draft.address === 'object' && draft.address !== undefined)) &&
    (draft.unanswered === undefined ||
      draft.unanswered === null ||
      (typeof draft.unanswered === 'object' &&
        (draft.unanswered as { idempotencyKey?: unknown }).idempotencyKey === draft.idempotencyKey))
  );
}

const draftStore = signedInValue<CheckoutDraft | null>({
  name: 'checkout',
  version: 1,
  parse: (value) => (isDraft(value) ? value : null),
});

/** 32 random hex digits: unique per checkout. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useCheckoutDraft() {
  const email = useAppSelector(selectCurrentUser)?.email ?? '';
  const stored = useSyncExternalStore(draftStore.subscribe, draftStore.read, () => null);
  const draft = stored && stored.email === email ? stored : null;

  const chooseAddress = useCallback(
    (address: DeliveryAddress) => {
      const current = draftStore.read();
      const idempotencyKey = current?.email === email ? current.idempotencyKey : newIdempotencyKey();
      draftStore.write({ email, idempotencyKey, address, unanswered: null });
    },
    [email],
  );
  /** Before sending an order: until its answer arrives, the request is the one to send again. */
  const sending = useCallback((request: PlaceOrderRequest) => {
    const current = draftStore.read();
    if (current?.idempotencyKey === request.idempotencyKey) draftStore.write({ ...current, unanswered: request });
  }, []);
  /** The server answered (a refusal: nothing was placed), so there is nothing to ask again. */
  const answered = useCallback(() => {
    const current = draftStore.read();
    if (current?.unanswered) draftStore.write({ ...current, unanswered: null });
  }, []);
  /**
   * An order was placed whose UPI payment is still pending: its key is spent (sent again, it answers
   * that order), so a new one is made; the address stays, for paying again if the payment fails.
   */
  const placed = useCallback(() => {
    const current = draftStore.read();
    if (current) draftStore.write({ ...current, idempotencyKey: newIdempotencyKey(), unanswered: null });
  }, []);
  /** After an order is confirmed: the next checkout starts afresh, with a new key. */
  const finish = useCallback(() => draftStore.clear(), []);

  return {
    address: draft?.address ?? null,
    idempotencyKey: draft?.idempotencyKey ?? null,
    unanswered: draft?.unanswered ?? null,
    chooseAddress,
    sending,
    answered,
    placed,
    finish,
  };
}

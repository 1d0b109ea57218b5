/**
 * The outbox in localStorage, so cart changes made offline survive a reload or a closed tab. It
 * holds product data and the owner's email, never a token: the token stays in its cookie and is
 * read when the changes are sent (docs/decisions/007-offline-caching-rules.md).
 */
import { signedInValue } from '../../../lib/deviceStorage';
import { isCartChange, type CartChange } from './cartChange';

export interface StoredCartOutbox {
  /** Email of the shopper who made the changes; only that shopper's session sends them. */
  owner: string | null;
  /** Oldest first. */
  changes: CartChange[];
}

function parseCartOutbox(value: unknown): StoredCartOutbox {
  const stored = value as Partial<StoredCartOutbox> | undefined;
  const owner = typeof stored?.owner === 'string' ? stored.owner : null;
  const changes = owner && Array.isArray(stored?.changes) ? stored.changes.filter(isCartChange) : [];
  return { owner: changes.length ? owner : null, changes };
}

/** Signing out clears it (docs/decisions/010-one-device-storage-module.md). */
const cartOutboxStorage = signedInValue({ name: 'cartOutbox', version: 1, parse: parseCartOutbox });
export const CART_OUTBOX_STORAGE_KEY = cartOutboxStorage.key;

export const loadCartOutbox = (): StoredCartOutbox => cartOutboxStorage.read();
export const saveCartOutbox = ({ owner, changes }: StoredCartOutbox): void =>
  cartOutboxStorage.write({ owner, changes });

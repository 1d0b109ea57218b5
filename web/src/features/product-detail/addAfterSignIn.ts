/**
 * ADD TO CARD pressed while signed out: the product waits on this device while the shopper signs
 * in, and the product page adds it once they are back (sign-in returns there). Only the shopper's
 * own click sets it (a link cannot), and it lapses after 15 minutes, so an old one never surprises.
 */
import { browserValue } from '../../lib/deviceStorage';

interface WaitingAdd {
  productId: string;
  /** When ADD TO CARD was pressed (ms since the epoch). */
  at: number;
}

const lapsesAfterMs = 15 * 60_000;

const waiting = browserValue<WaitingAdd | null>({
  name: 'addAfterSignIn',
  version: 1,
  parse: (value) => {
    const add = value as Partial<WaitingAdd> | null | undefined;
    return add && typeof add.productId === 'string' && typeof add.at === 'number'
      ? { productId: add.productId, at: add.at }
      : null;
  },
});

export function addAfterSignIn(productId: string): void {
  waiting.write({ productId, at: Date.now() });
}

/** True (once) when this product waited to be added and has not lapsed; the wait ends either way. */
export function takeWaitingAdd(productId: string): boolean {
  const add = waiting.read();
  if (!add) return false;
  waiting.clear();
  return add.productId === productId && Date.now() - add.at < lapsesAfterMs;
}

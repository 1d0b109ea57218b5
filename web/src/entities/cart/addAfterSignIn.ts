/**
 * ADD TO CARD pressed while signed out: the product waits on this device while the shopper signs in
 * or signs up, and its page adds it once they are back. Only the shopper's own click sets it (a link
 * cannot), and only the sign-in it asked for may finish it:
 *
 * - the sign-in or sign-up that succeeds claims it when it returns to that product's page (the
 *   `next` ADD TO CARD sent to the login page), and clears it otherwise: a shopper who walked away
 *   from that login page and signed in later from the header is not thrown into the cart the next
 *   time they open the product;
 * - the product page finishes only a claimed add, and only within two minutes of the claim (the
 *   navigation back takes a moment; a page restored days later from a tab must not add);
 * - an unclaimed one lapses after 15 minutes, as long as anyone takes to sign up.
 *
 * It lives with the cart, not with the product page, because the login and register screens claim it
 * and no feature imports another (scripts/lint/layers.mjs).
 */
import { browserValue } from '../../lib/deviceStorage';
import { paths } from '../../lib/paths';

interface WaitingAdd {
  productId: string;
  /** When ADD TO CARD was pressed (ms since the epoch). */
  at: number;
  /** When a sign-in returning to the product claimed it; absent until then. */
  claimedAt?: number;
}

export const unclaimedLapsesAfterMs = 15 * 60_000;
export const claimedLapsesAfterMs = 2 * 60_000;

const waiting = browserValue<WaitingAdd | null>({
  name: 'addAfterSignIn',
  // Version 1 stored no claim: such a value reads as unclaimed, so it lapses without adding.
  version: 1,
  parse: (value) => {
    const add = value as Partial<WaitingAdd> | null | undefined;
    if (!add || typeof add.productId !== 'string' || typeof add.at !== 'number') return null;
    return typeof add.claimedAt === 'number'
      ? { productId: add.productId, at: add.at, claimedAt: add.claimedAt }
      : { productId: add.productId, at: add.at };
  },
});

/** ADD TO CARD, signed out: `productId` waits for the sign-in that returns to its page. */
export function addAfterSignIn(productId: string): void {
  waiting.write({ productId, at: Date.now() });
}

/**
 * A sign-in or sign-up has just succeeded and goes to `returnPath` (a path of this shop, as
 * returnPathOf gives it): the waiting add is claimed when that is its product's page, else dropped.
 */
export function claimWaitingAdd(returnPath: string): void {
  const add = waiting.read();
  if (!add) return;
  const now = Date.now();
  // returnPathOf's path is already normalised by the browser's URL: its pathname ends at ? or #.
  const [pathname] = returnPath.split(/[?#]/, 1);
  const returnsToProduct = pathname === paths.productDetail(add.productId);
  if (returnsToProduct && now - add.at < unclaimedLapsesAfterMs) waiting.write({ ...add, claimedAt: now });
  else waiting.clear();
}

/**
 * True (once) when `productId` waited, was claimed by the sign-in that brought the shopper here, and
 * that was moments ago. Its wait ends here either way: the shopper is signed in now, so no later
 * sign-in could claim it. Another product's add is left alone (a second tab showing another product
 * must not drop the add this tab's sign-in is bringing the shopper back to finish).
 */
export function takeWaitingAdd(productId: string): boolean {
  const add = waiting.read();
  if (add?.productId !== productId) return false;
  waiting.clear();
  return add.claimedAt !== undefined && Date.now() - add.claimedAt < claimedLapsesAfterMs;
}

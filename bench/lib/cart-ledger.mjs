// What one signed-in virtual shopper knows its cart must hold (bench/soak.mjs's "lost cart writes").
// A write acknowledged (2xx, `status: true`) fixes that product's state: in after an add, out after a
// remove. A write without one (a 502 or 503 in the outage, a reset, a timeout) may or may not have
// reached the API: that product's state is unknown until a later acknowledged write fixes it again.
// A lost write is an acknowledged one the API's own cart contradicts at the end.
export class CartLedger {
  /** product id -> 'in' | 'out' | 'unknown' */
  #states = new Map();
  acknowledged = 0;
  unacknowledged = 0;

  /** Records a write of `kind` ('add' | 'remove') on `productId`, acknowledged or not. */
  record(kind, productId, acknowledged) {
    if (acknowledged) {
      this.acknowledged += 1;
      this.#states.set(productId, kind === 'add' ? 'in' : 'out');
    } else {
      this.unacknowledged += 1;
      this.#states.set(productId, 'unknown');
    }
  }

  /** The products an acknowledged add put in and nothing took out since. */
  held() {
    return [...this.#states].filter(([, state]) => state === 'in').map(([id]) => id);
  }

  /** The acknowledged writes that `actualIds` (the API's cart) contradicts: `{ productId, expected }`. */
  lost(actualIds) {
    const actual = new Set(actualIds);
    const lost = [];
    for (const [productId, state] of this.#states) {
      if (state === 'in' && !actual.has(productId)) lost.push({ productId, expected: 'in the cart' });
      if (state === 'out' && actual.has(productId)) lost.push({ productId, expected: 'removed' });
    }
    return lost;
  }
}

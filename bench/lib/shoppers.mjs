// bench/soak.mjs's virtual shoppers: a bounded number of them, each one call at a time with a pause
// between, through nginx on loopback, each from an address of its own. Anonymous shoppers browse
// pages (home, listings, search, product pages, in English and other languages) and read the
// catalogue API; signed-in ones (signed up through nginx, the shop server and the faults, as the
// shop does) also read and change their carts, keeping a CartLedger of what they were told.
import { CartLedger } from './cart-ledger.mjs';
import { call, jsonOf, shopperAgent } from './http-call.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];
/** Mostly English, as the shop's audience; the URL carries the language (decision 029). */
const languagePrefix = () => pick(['', '', '', '/hi', '/ta', '/bn']);

/** A page path a shopper might open, for a product of `products`. */
function pagePath(products) {
  const product = pick(products);
  const lang = languagePrefix();
  return pick([
    `${lang}/`,
    `${lang}/detail-view/${product._id}`,
    `${lang}/detail-view/${product._id}`,
    `${lang}/filter-product/${product._id}`,
    `${lang}/search?q=${encodeURIComponent(product.brand ?? 'phone')}`,
  ]);
}

const apiPath = (products) =>
  pick([
    `/product-api/get-products/${1 + Math.floor(Math.random() * 8)}/40`,
    `/product-api/get-product-detail/${pick(products)._id}`,
  ]);

const acknowledged = (answer) => 'status' in answer && answer.status < 300 && jsonOf(answer)?.status === true;

class Shopper {
  /** @type {string | undefined} */ token;
  ledger = new CartLedger();

  constructor({ base, address, products, stats }) {
    Object.assign(this, { base, address, products, stats });
    this.agent = shopperAgent(address);
  }

  async #call(kind, path, options = {}) {
    const answer = await call(this.agent, `${this.base}${path}`, options);
    this.stats.record(kind, path, answer);
    return answer;
  }

  /** Signs up through nginx; a few tries, since a write may meet a fault. */
  async signUp(tries = 8) {
    for (let attempt = 1; attempt <= tries && !this.token; attempt++) {
      const email = `soak-${this.address.replaceAll('.', '-')}-${Date.now()}-${attempt}@example.com`;
      const user_data = { firstname: 'Soak', lastname: 'Shopper', username: 'soak', email, password: 'soak-pass-1' };
      const answer = await this.#call('sign-up', '/user-api/signup', {
        method: 'POST',
        body: { user_data: { ...user_data, phone: '9876543210' } },
      });
      this.token = jsonOf(answer)?.token;
      if (!this.token) await sleep(1000);
    }
  }

  async openPage() {
    const headers = { accept: 'text/html', ...(this.token ? { cookie: `token=${this.token}` } : {}) };
    await this.#call('page', pagePath(this.products), { headers });
  }

  async readApi() {
    await this.#call('api read', apiPath(this.products), { headers: { accept: 'application/json' } });
  }

  get #authorization() {
    return { accept: 'application/json', authorization: `Bearer ${this.token}` };
  }

  async readCart() {
    await this.#call('cart read', '/cart-api/get-all-carts', { headers: this.#authorization });
  }

  /** Adds a product, or removes one it holds once the cart has ten (a cart stays small). */
  async writeCart() {
    const held = this.ledger.held();
    if (held.length >= 10 || (held.length > 0 && Math.random() < 0.3)) {
      const productId = pick(held);
      const answer = await this.#call('cart write', `/cart-api/remove-from-cart/${productId}`, {
        method: 'DELETE',
        headers: this.#authorization,
      });
      this.ledger.record('remove', productId, acknowledged(answer));
    } else {
      const product = pick(this.products);
      // The body the shop sends: the product-detail answer, nested once more (openapi.yaml).
      const answer = await this.#call('cart write', '/cart-api/add-to-cart', {
        method: 'POST',
        headers: this.#authorization,
        body: { prod: { prod: product } },
      });
      this.ledger.record('add', product._id, acknowledged(answer));
    }
  }

  /** One step: what a shopper does next, by weight (signed-in shoppers also use their carts). */
  async step() {
    const roll = Math.random();
    if (!this.token) return roll < 0.75 ? this.openPage() : this.readApi();
    if (roll < 0.5) return this.openPage();
    if (roll < 0.65) return this.readApi();
    if (roll < 0.8) return this.readCart();
    return this.writeCart();
  }

  async browseUntil(until) {
    while (Date.now() < until) {
      await this.step();
      await sleep(400 + Math.random() * 800);
    }
    this.agent.destroy();
  }
}

/**
 * `count` shoppers (the first `signedIn` of them signed up) on `base`, from 127.0.0.`firstHost` on.
 * Resolves once all are set up; `browseUntil(time)` runs them all until then.
 */
export async function createShoppers({ base, products, stats, count, signedIn, firstHost = 10 }) {
  const shoppers = Array.from(
    { length: count },
    (_, i) => new Shopper({ base, address: `127.0.0.${firstHost + i}`, products, stats }),
  );
  await Promise.all(shoppers.slice(0, signedIn).map((shopper) => shopper.signUp()));
  return {
    shoppers,
    browseUntil: (until) => Promise.all(shoppers.map((shopper) => shopper.browseUntil(until))),
  };
}

/**
 * Each signed-in shopper's cart as the API itself holds it (`api`: the mock server, not through the
 * faults), against its ledger: the acknowledged writes it contradicts, and carts that could not be read.
 */
export async function verifyCarts(api, shoppers) {
  const lost = [];
  const unread = [];
  for (const shopper of shoppers.filter((s) => s.token)) {
    const answer = await fetch(`${api}/cart-api/get-all-carts`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    const cart = answer.ok ? await answer.json() : undefined;
    if (!cart?.status) {
      unread.push(`${shopper.address}: ${answer.status}`);
      continue;
    }
    for (const miss of shopper.ledger.lost(cart.prods.map((product) => product._id)))
      lost.push(`${shopper.address}: ${miss.productId} should be ${miss.expected}`);
  }
  return { lost, unread };
}

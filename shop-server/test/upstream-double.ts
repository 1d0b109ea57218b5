/**
 * The upstream API played by a local Fastify server on 127.0.0.1, as the shop server's tests need
 * it: answering (the hosted API's records, a cart that records what reached it), slow (every answer after
 * `delayMs`), asleep (stopped: nothing listens on its port), hostile (Set-Cookie on every
 * answer, HTML where JSON belongs, a 40 MB catalogue, a cart that never answers), or large
 * (`catalogueSize` products: the records repeated under new ids). Always: a send-email that sends
 * anything (the hosted API's relay) and a forget-password that crashes with its stack trace.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

/** The hosted API's own records (fixtures/, the one copy every package's tests read). */
export const products = JSON.parse(
  readFileSync(new URL('../../fixtures/hosted-api-products.json', import.meta.url), 'utf8'),
) as { _id: string; content: { title: string; price: { sell_price: string } } }[];

type Product = (typeof products)[number];

/** `size` products: the hosted API's records over and over, each copy with an id of its own. */
function catalogueOf(size: number): Product[] {
  return Array.from({ length: size }, (_, i) => {
    const record = products[i % products.length]!;
    return { ...record, _id: `${record._id.slice(0, 16)}${i.toString(16).padStart(8, '0')}` };
  });
}

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface UpstreamDouble {
  url: string;
  calls: Call[];
  /** Delay before every answer. */
  delayMs: number;
  hostile: boolean;
  /** Each shopper's cart, by their bearer token: GET /cart-api/get-all-carts answers its products. */
  carts: Record<string, Product[]>;
  callsTo(path: string): number;
  stop(): Promise<void>;
}

export async function startUpstream({
  delayMs = 0,
  hostile = false,
  catalogueSize = products.length,
} = {}): Promise<UpstreamDouble> {
  const catalogue = catalogueSize === products.length ? products : catalogueOf(catalogueSize);
  // Its never-answered calls must not hold the test's end.
  const app = Fastify({ forceCloseConnections: true });
  const double: UpstreamDouble = {
    url: '',
    calls: [],
    delayMs,
    hostile,
    carts: {},
    callsTo: (path) => double.calls.filter((call) => call.url === path).length,
    stop: () => app.close(),
  };
  app.addHook('onRequest', async (request, reply) => {
    if (double.hostile)
      reply.header('set-cookie', 'upstream_session=stolen; Path=/').header('x-frame-options', 'ALLOWALL');
  });
  app.addHook('preHandler', async (request) => {
    double.calls.push({ method: request.method, url: request.url, headers: request.headers, body: request.body });
    if (double.delayMs) await new Promise((resolve) => setTimeout(resolve, double.delayMs));
  });

  app.get('/product-api/get-products', async (_request, reply) =>
    double.hostile
      ? reply.type('application/json').send(`{"prod":[${'"x",'.repeat(10_000_000)}"x"]}`)
      : { prod: catalogue },
  );
  app.get<{ Params: { page: string; limit: string } }>('/product-api/get-products/:page/:limit', async (request) => {
    const limit = Number(request.params.limit);
    const from = (Number(request.params.page) - 1) * limit;
    return { prod: catalogue.slice(from, from + limit) };
  });
  app.get<{ Params: { id: string } }>('/product-api/get-product-detail/:id', async (request, reply) =>
    double.hostile
      ? reply.type('text/html').send('<script>alert(1)</script>')
      : { prod: catalogue.find((product) => product._id === request.params.id) ?? null },
  );
  app.get('/cart-api/get-all-carts', async (request, reply) => {
    if (!request.headers.authorization) return reply.code(401).send({ status: false, msg: 'Sign in first' });
    if (double.hostile) return reply.type('text/html').send('<h1>Cart</h1><script>alert(1)</script>');
    const prods = double.carts[request.headers.authorization.replace(/^Bearer /, '')];
    return prods ? { status: true, prods } : { status: true, cart: [] };
  });
  app.post('/cart-api/add-to-cart', async (request, reply) => {
    if (double.hostile) return new Promise(() => undefined); // never answers
    return reply.code(201).send({ status: true, added: request.body });
  });
  // The hosted API's relay: it sends whatever it is given.
  app.post('/send-email', async () => ({ status: true, msg: 'Please Check you email...' }));
  // A reset that crashes, and says how in its body (the hosted API's Express sends its error's text).
  app.put('/user-api/forget-password', async (_request, reply) =>
    reply.code(500).send({
      msg: "TypeError: Cannot read properties of undefined (reading 'email')\n    at forgetPassword (/srv/hosted-api/controllers/user.js:88:17)",
    }),
  );

  double.url = await app.listen({ host: '127.0.0.1', port: 0 });
  return double;
}

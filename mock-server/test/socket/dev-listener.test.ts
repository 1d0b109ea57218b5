/**
 * Issue 38, note 6: a raw relay on this machine that adds no header (`ssh -R`, socat) looks exactly
 * like the developer. The developer tools answer only on their own loopback listener, so a relay of
 * the API's port reaches the API, never /dev or X-Mock-Session.
 */
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import supertest from 'supertest';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDevListener } from '../../src/http/dev-listener.js';
import { buildTestApp } from '../helpers.js';
import { listening } from '../listening.js';

/** A TCP relay to `port` that adds nothing, as socat or `ssh -R` does; returns its port. */
async function rawRelay(port: number): Promise<number> {
  const relay: Server = createServer((incoming) => {
    const outgoing = connect(port, '127.0.0.1');
    incoming.pipe(outgoing).pipe(incoming);
    const end = () => {
      incoming.destroy();
      outgoing.destroy();
    };
    incoming.on('error', end);
    outgoing.on('error', end);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => relay.close(() => resolve())));
  return (relay.address() as AddressInfo).port;
}

describe('the developer tools on their own listener', () => {
  it('a raw relay of the API’s port reaches the API but not /dev; the tools’ own port answers the developer', async () => {
    const app = await buildTestApp({ devListener: true });
    const shop = await listening(app);
    const dev = await openDevListener(app, 0, '127.0.0.1');
    onTestFinished(() => dev.close());
    const relayed = supertest(`http://127.0.0.1:${await rawRelay(Number(new URL(shop).port))}`);

    for (const agent of [relayed, supertest(shop)]) {
      const outbox = await agent.get('/dev/outbox').set('accept', 'application/json');
      expect(outbox.status).toBe(403);
      expect(outbox.body).toEqual({ status: false, msg: expect.stringContaining('own port') });
      expect((await agent.post('/dev/reset').send({})).status).toBe(403);
      expect((await agent.get('/cart-api/get-all-carts').set('x-mock-session', 'worker-1')).status).toBe(403);
      expect((await agent.get('/product-api/get-products/1/1')).status).toBe(200);
    }

    const tools = supertest(dev.url);
    expect((await tools.get('/dev/outbox').set('accept', 'application/json')).status).toBe(200);
    expect((await tools.post('/dev/reset').send({})).status).toBe(200);
    // The same app: the shop and the API answer there too, and sandboxes work.
    expect((await tools.get('/product-api/get-products/1/1')).status).toBe(200);
    expect((await tools.get('/dev/clock').set('x-mock-session', 'worker-1')).status).toBe(200);
  });

  it('the tools’ own port still judges every hop: a relay of it with a forwarding header is refused', async () => {
    const app = await buildTestApp({ devListener: true });
    await app.ready();
    const dev = await openDevListener(app, 0, '127.0.0.1');
    onTestFinished(() => dev.close());
    const outbox = await supertest(dev.url).get('/dev/outbox').set('x-forwarded-for', '203.0.113.7');
    expect(outbox.status).toBe(403);
  });
});

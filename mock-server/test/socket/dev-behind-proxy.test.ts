/**
 * Finding 1 of issue 28 on real sockets: a proxy on the developer's machine relays a remote client
 * from 127.0.0.1. /dev must refuse it, without TRUST_PROXY (the proxy's headers give it away) and
 * with it (every forwarded hop must be local, not only the leftmost one Fastify picks).
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { newUserForm } from '../helpers.js';
import { listeningApp, sameHostProxy } from './listening.js';

const remoteShopper = '203.0.113.7';

describe('/dev behind a reverse proxy on the same machine', () => {
  it('without TRUST_PROXY: refuses the outbox and the reset a remote client asks for through the proxy', async () => {
    const { app, port } = await listeningApp();
    await app.store.users.register(newUserForm({ email: 'kept@example.com' }));
    const proxied = supertest(`http://127.0.0.1:${await sameHostProxy(port, remoteShopper)}`);

    const outbox = await proxied.get('/dev/outbox').set('accept', 'application/json');
    expect(outbox.status).toBe(403);
    expect(outbox.body).toEqual({ status: false, msg: expect.stringContaining('proxy or tunnel') });
    const reset = await proxied.post('/dev/reset').send({});
    expect(reset.status).toBe(403);
    expect(app.store.users.findByEmail('kept@example.com')).toBeDefined();
    // The API itself still answers through the proxy, and the developer on the machine still reads the outbox.
    expect((await proxied.get('/product-api/get-products/1/1')).status).toBe(200);
    expect(
      (await supertest(`http://127.0.0.1:${port}`).get('/dev/outbox').set('accept', 'application/json')).status,
    ).toBe(200);
  });

  it('with TRUST_PROXY=127.0.0.1: a client-sent "X-Forwarded-For: 127.0.0.1" still shows the remote hop, and is refused', async () => {
    const { port } = await listeningApp({ trustProxy: ['127.0.0.1'] });
    const proxied = supertest(`http://127.0.0.1:${await sameHostProxy(port, remoteShopper)}`);
    const forged = await proxied
      .get('/dev/outbox')
      .set('accept', 'application/json')
      .set('x-forwarded-for', '127.0.0.1');
    expect(forged.status).toBe(403);
    // A developer's own browser through the same proxy: every hop is loopback.
    const local = supertest(`http://127.0.0.1:${await sameHostProxy(port, '127.0.0.1')}`);
    expect((await local.get('/dev/outbox').set('accept', 'application/json')).status).toBe(200);
  });

  it('with TRUST_PROXY=true: "X-Forwarded-For: 127.0.0.1, 203.0.113.7" opens nothing', async () => {
    const { port } = await listeningApp({ trustProxy: true });
    const direct = supertest(`http://127.0.0.1:${port}`);
    const forged = await direct
      .get('/dev/outbox')
      .set('accept', 'application/json')
      .set('x-forwarded-for', `127.0.0.1, ${remoteShopper}`);
    expect(forged.status).toBe(403);
    expect(
      (await direct.post('/dev/reset').set('x-forwarded-for', `127.0.0.1, ${remoteShopper}`).send({})).status,
    ).toBe(403);
  });
});

// The drift crawl against a stand-in for the mock server's validating proxy: no network, no build.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, describe, it } from 'node:test';
import { crawl, driftCount } from './drift-crawl.mjs';

/** A server that records the paths it was asked for and answers /dev/drift with `drift()`. */
async function standIn(drift) {
  const requested = [];
  const server = createServer((request, response) => {
    requested.push(request.url);
    const [status, body] =
      request.url === '/dev/drift'
        ? drift()
        : request.url.startsWith('/product-api/get-products/1/')
          ? [200, { prod: [{ _id: 'abc' }] }]
          : [200, {}];
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requested,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('drift crawl', () => {
  const servers = [];
  const start = async (drift) => {
    const server = await standIn(drift);
    servers.push(server);
    return server;
  };
  after(() => Promise.all(servers.map((s) => s.close())));

  it('skips, asking for nothing else, when the server has no /dev/drift', async () => {
    const server = await start(() => [404, { message: 'Not Found' }]);
    assert.deepEqual(await crawl(server.url), { drift: 'absent' });
    assert.deepEqual(server.requested, ['/dev/drift']);
  });

  it('crawls the catalogue calls through the proxy and reports no drift when the list is empty', async () => {
    const server = await start(() => [200, []]);
    assert.deepEqual(await crawl(server.url), { drift: 'none', count: 0, report: [] });
    assert.ok(server.requested.includes('/product-api/get-products/1/40'));
    assert.ok(
      server.requested.includes('/product-api/get-product-detail/abc'),
      'the detail of the first product listed',
    );
    assert.equal(server.requested.at(-1), '/dev/drift');
  });

  it('reports drift found, with the report to save', async () => {
    const finding = { operation: 'getProducts', problem: 'missing property prod' };
    const server = await start(() => [200, { drift: [finding] }]);
    assert.deepEqual(await crawl(server.url), { drift: 'found', count: 1, report: { drift: [finding] } });
  });

  it('fails when /dev/drift cannot be read after the crawl', async () => {
    let calls = 0;
    const server = await start(() => (calls++ === 0 ? [200, []] : [500, {}]));
    await assert.rejects(crawl(server.url), /answered 500/);
  });
});

describe('driftCount', () => {
  it('counts a list, a list under a known name, or a count', () => {
    assert.equal(driftCount([{}, {}]), 2);
    assert.equal(driftCount({ findings: [{}] }), 1);
    assert.equal(driftCount({ count: 0 }), 0);
  });
  it('refuses a shape it does not know rather than calling it clean', () => {
    assert.throws(() => driftCount({ ok: true }), /unrecognised/);
    assert.throws(() => driftCount('<html>'), /unrecognised/);
  });
});

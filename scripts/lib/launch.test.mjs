// The launcher (launch.mjs) with small stand-in servers, the pair's ports and services (pair.mjs),
// and when a build counts as needed (builds.mjs).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { whyBuild } from './builds.mjs';
import { launch } from './launch.mjs';
import { defaultPorts, pairAddresses, pairServices, pairSummary } from './pair.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A stand-in server: listens on PORT and answers 200, after READY_AFTER_MS; exits EXIT_CODE when
 * asked for /exit, or after EXIT_AFTER_MS when given; on SIGTERM writes "stopped NAME" to LOG (after
 * STOP_AFTER_MS) and exits 0.
 */
const standIn = `
const { appendFileSync } = require('node:fs');
const http = require('node:http');
const env = process.env;
const log = (line) => appendFileSync(env.LOG, line + '\\n');
log('started ' + env.NAME + (env.SAW ? ' after ' + env.SAW : ''));
const answer = (q, r) => (q.url === '/exit' ? process.exit(Number(env.EXIT_CODE)) : r.end('ok'));
setTimeout(() => http.createServer(answer).listen(Number(env.PORT), '127.0.0.1'), Number(env.READY_AFTER_MS ?? 0));
process.on('SIGTERM', () => setTimeout(() => { log('stopped ' + env.NAME); process.exit(0); }, Number(env.STOP_AFTER_MS ?? 0)));
if (env.EXIT_AFTER_MS) setTimeout(() => process.exit(Number(env.EXIT_CODE)), Number(env.EXIT_AFTER_MS));
`;

async function service(name, log, env = {}) {
  const port = await freePort();
  return {
    name,
    command: process.execPath,
    args: ['-e', standIn],
    env: { ...process.env, NAME: name, LOG: log, PORT: String(port), ...env },
    ready: [`http://127.0.0.1:${port}/`],
    readyTimeoutMs: 10_000,
    port,
  };
}

function logFile() {
  const folder = mkdtempSync(join(tmpdir(), 'launch-test-'));
  const file = join(folder, 'log');
  writeFileSync(file, '');
  return { file, folder, lines: async () => readFileSync(file, 'utf8').trim().split('\n') };
}

const quiet = { stdio: 'ignore', log: () => undefined };

test('starts each service once the one before it is ready, and stop() ends them all', async () => {
  const log = logFile();
  const first = await service('api', log.file, { READY_AFTER_MS: '300' });
  const second = await service('shop', log.file);
  const launched = launch([first, second], quiet);
  await launched.ready;
  assert.equal(await launched.stop(), 0);
  assert.equal(await launched.done, 0);
  const lines = await log.lines();
  assert.deepEqual(lines.slice(0, 2), ['started api', 'started shop']);
  assert.deepEqual(lines.slice(2).sort(), ['stopped api', 'stopped shop']);
  rmSync(log.folder, { recursive: true });
});

// A service that ends unasked ends the whole: the others are stopped, and done gives its exit code
// (1 when it said 0: ending at all is the failure).
for (const [code, done] of [
  ['3', 3],
  ['0', 1],
])
  test(`a service that ends unasked with ${code} stops the others, and done is ${done}`, async () => {
    const log = logFile();
    const api = await service('api', log.file, { EXIT_CODE: code });
    const shop = await service('shop', log.file);
    const launched = launch([api, shop], quiet);
    await launched.ready;
    await fetch(`http://127.0.0.1:${api.port}/exit`).catch(() => undefined);
    assert.equal(await launched.done, done);
    assert.ok((await log.lines()).includes('stopped shop'));
    rmSync(log.folder, { recursive: true });
  });

test('a service that is not ready in time: ready rejects, nothing after it starts, and done is 1', async () => {
  const log = logFile();
  const api = { ...(await service('api', log.file, { READY_AFTER_MS: '5000' })), readyTimeoutMs: 500 };
  const shop = await service('shop', log.file);
  const messages = [];
  const launched = launch([api, shop], { stdio: 'ignore', log: (line) => messages.push(line) });
  await assert.rejects(launched.ready, /did not answer .* within 0.5 s/);
  assert.equal(await launched.done, 1);
  assert.ok(!(await log.lines()).includes('started shop'), 'nothing after it started');
  assert.match(messages.join('\n'), /api did not answer http:\/\/127\.0\.0\.1:\d+\/ within 0\.5 s/);
  rmSync(log.folder, { recursive: true });
});

test('a service that ends before it is ready stops the start', async () => {
  const log = logFile();
  const api = await service('api', log.file, { READY_AFTER_MS: '5000', EXIT_AFTER_MS: '200', EXIT_CODE: '7' });
  const shop = await service('shop', log.file);
  const launched = launch([api, shop], quiet);
  await assert.rejects(launched.ready, /api ended before it was ready/);
  assert.equal(await launched.done, 7);
  assert.deepEqual(await log.lines(), ['started api']);
  rmSync(log.folder, { recursive: true });
});

test('one that ignores SIGTERM is killed past the grace period', async () => {
  const log = logFile();
  const api = await service('api', log.file, { STOP_AFTER_MS: '60000' });
  const launched = launch([api], { ...quiet, graceMs: 300 });
  await launched.ready;
  const started = Date.now();
  assert.equal(await launched.stop(), 0);
  assert.ok(Date.now() - started < 5_000);
  rmSync(log.folder, { recursive: true });
});

test('the pair listens on PORT 8080 (the shop), DEV_PORT 8081 (the tools) and API_PORT 8082 (the API) by default', () => {
  assert.deepEqual(defaultPorts, { PORT: 8080, DEV_PORT: 8081, API_PORT: 8082 });
  const at = pairAddresses({});
  assert.deepEqual([at.host, at.shopPort, at.devPort, at.apiPort], ['127.0.0.1', 8080, 8081, 8082]);
  const everywhere = pairAddresses({ HOST: '0.0.0.0', PORT: '9000', DEV_PORT: '9001', API_PORT: '9002' });
  assert.equal(everywhere.local(9002), 'http://127.0.0.1:9002');
  assert.equal(everywhere.shown(9000), 'http://localhost:9000');
});

test('ports that are not ports, or the same port twice, are refused, all problems at once', () => {
  assert.throws(
    () => pairAddresses({ PORT: 'eighty', DEV_PORT: '8082' }),
    (error) =>
      /PORT="eighty" must be a port number/.test(error.message) &&
      /API_PORT and DEV_PORT are both 8082/.test(error.message),
  );
});

test('the mock server gets the API port and the tools port, the shop server the API in front of which it runs', () => {
  const [mock, shop] = pairServices({ CATALOG_SIZE: '50', PORT: '9000', DEV_PORT: '9001', API_PORT: '9002' });
  assert.deepEqual(mock.args, ['dist/server.js']);
  assert.match(mock.cwd, /mock-server$/);
  assert.equal(mock.env.PORT, '9002');
  assert.equal(mock.env.DEV_PORT, '9001');
  assert.equal(mock.env.CATALOG_SIZE, '50');
  assert.equal(mock.env.TRUST_PROXY, '127.0.0.1/8,::1');
  assert.deepEqual(mock.ready, ['http://127.0.0.1:9002/product-api/get-products/1/1']);
  assert.deepEqual(shop.args, ['dist/server.js']);
  assert.match(shop.cwd, /shop-server$/);
  assert.equal(shop.env.PORT, '9000');
  assert.equal(shop.env.API_BASE_URL, 'http://127.0.0.1:9002');
  assert.equal(shop.env.DEV_PORT, '9001');
  assert.deepEqual(shop.ready, ['http://127.0.0.1:9000/readyz']);
  // Without the developer tools there is no port to name.
  assert.equal(pairServices({ DEV_ROUTES: 'false' })[1].env.DEV_PORT, undefined);
  assert.doesNotMatch(pairSummary({ DEV_ROUTES: 'false' }), /developer tools/);
});

test('in development the mock server reloads on change and the shop server runs its sources', () => {
  const [mock, shop] = pairServices({}, { development: true });
  assert.deepEqual(mock.args.slice(-2), ['watch', 'src/server.ts']);
  assert.equal(
    mock.env.SHOP_URL,
    'http://127.0.0.1:8080/',
    'the mock server names the shop on its start line and at /',
  );
  assert.deepEqual(shop.args, ['--import', 'tsx', 'src/dev-server.ts']);
  assert.deepEqual(shop.ready, ['http://127.0.0.1:8080/healthz']);
});

test('a build is needed when it is missing or older than its sources, not where the sources are absent', () => {
  const at = mkdtempSync(join(tmpdir(), 'builds-test-'));
  // A file and the folders it is in, all as of `when` (a folder's own time counts: a file removed).
  const file = (path, when) => {
    mkdirSync(join(at, path, '..'), { recursive: true });
    writeFileSync(join(at, path), '');
    for (let part = path; part !== '.'; part = dirname(part)) utimesSync(join(at, part), when, when);
  };
  assert.equal(whyBuild('shop-server', at), 'missing');
  file('shop-server/dist/server.js', 2000);
  file('server-kit/dist/index.js', 2000);
  assert.equal(whyBuild('shop-server', at), undefined, 'the image: builds, no sources');
  file('shop-server/src/app.ts', 1000);
  assert.equal(whyBuild('shop-server', at), undefined);
  file('server-kit/src/cache.ts', 3000);
  assert.equal(whyBuild('shop-server', at), 'older than its sources');
  rmSync(at, { recursive: true });
});

/**
 * Record and replay (issue 40): a shopper's 50-call journey recorded through the validating proxy
 * (RECORD_TO) in front of another mock server standing in for the hosted API, then replayed offline
 * (REPLAY_FROM) with the same answers, a HAR made of it, and a mock server seeded with its
 * catalogue (CATALOG_FROM). The recording holds none of the journey's secrets.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DriftReport } from '../../src/proxy/drift.js';
import { readRecording, type Recording } from '../../src/recording/format.js';
import { toHar } from '../../src/recording/har.js';
import { createRedaction } from '../../src/recording/redact.js';
import { buildTestApp, latestCode } from '../helpers.js';
import { listening } from '../listening.js';
import { hostedProducts, json, proxyToUpstream } from '../proxy/upstream.js';
import { shopper, shopperJourney, type Step } from './journey.js';

const dir = mkdtempSync(join(tmpdir(), 'recording-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Records the journey through a proxy in front of a mock server; returns its steps, secrets and file. */
async function recordJourney() {
  const upstream = await buildTestApp({ catalogSize: 40 });
  const upstreamUrl = await listening(upstream);
  const file = join(dir, `journey-${Date.now()}.json`);
  const proxy = await buildTestApp({ upstream: { url: upstreamUrl }, recording: { file } });
  const codes: string[] = [];
  const steps = await shopperJourney(proxy, (email) => {
    codes.push(latestCode(upstream, email));
    return codes.at(-1) as string;
  });
  await proxy.close();
  const tokens = steps.flatMap(({ body }) => {
    const token = (body as { token?: unknown }).token;
    return typeof token === 'string' ? [token] : [];
  });
  return { steps, file, codes, tokens, recording: readRecording(file), text: readFileSync(file, 'utf8') };
}

const recorded = recordJourney();

describe('a recording of a shopper journey through the proxy', () => {
  it('keeps the 50 calls, each identical exchange once, and the cart reads in order', async () => {
    const { steps, recording } = await recorded;
    expect(steps).toHaveLength(50);
    expect(steps.every((step) => step.status === 200)).toBe(true);
    const { exchanges } = recording;
    expect(exchanges.reduce((sum, exchange) => sum + exchange.count, 0)).toBe(50);
    expect(exchanges.length).toBeLessThan(40);
    // Five cart reads: empty, one, two, three lines, then two after the removal.
    const carts = exchanges.filter((exchange) => exchange.operationId === 'getCart');
    expect(carts.map((c) => (c.response.body as { prods: unknown[] }).prods.length)).toEqual([0, 1, 2, 3, 2]);
  });

  it("holds none of the journey's password, tokens, one-time code or email", async () => {
    const { text, codes, tokens } = await recorded;
    expect(tokens.length).toBeGreaterThan(0);
    for (const secret of [shopper.password, shopper.email, shopper.phone, ...tokens])
      expect(text).not.toContain(secret);
    // The code is four digits: it must appear as no value (a product id could hold the digits).
    for (const code of codes) expect(text).not.toContain(`"${code}"`);
    expect(text).toContain('[redacted]');
    expect(text).toContain('[redacted-email]');
  });

  it('replays offline with the same answers (secrets as redacted)', async () => {
    const { steps, file } = await recorded;
    const replay = await buildTestApp({ replayFrom: file });
    const replayed = await shopperJourney(replay, () => '0000');
    const redaction = createRedaction();
    expect(replayed.map(({ status, body }) => ({ status, body }))).toEqual(
      steps.map(({ status, body }: Step) => ({ status, body: redaction.body(body) })),
    );
    // Catalogue answers hold no secret: byte for byte what the upstream said.
    expect(replayed[0]?.body).toEqual(steps[0]?.body);
    const missing = await replay.inject({ url: '/product-api/get-product-detail/000000000000000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-mock-replay']).toBe('miss');
    const journal = (await replay.inject({ url: '/dev/requests' })).json<{ requests: { answeredBy: string }[] }>();
    expect(journal.requests.every((entry) => entry.answeredBy === 'replay')).toBe(true);
  });

  it('seeds a mock server with the recorded catalogue: its ids, images and prices', async () => {
    const { steps, file } = await recorded;
    const listed = (steps[0]?.body as { prod: { _id: string; url: string; content: { price: unknown } }[] }).prod;
    const seeded = await buildTestApp({ catalogFrom: file });
    const served = (await seeded.inject({ url: '/product-api/get-products' })).json<{ prod: typeof listed }>().prod;
    expect(served.map((p) => [p._id, p.url, p.content.price])).toEqual(
      listed.map((p) => [p._id, p.url, p.content.price]),
    );
    const detailStep = steps.find((step) => (step.request.url as string).includes('get-product-detail'));
    const detail = await seeded.inject({ url: detailStep?.request.url as string });
    expect(detail.json()).toEqual(detailStep?.body);
  });

  it('exports a HAR 1.2 that Playwright and MSW read: absolute URLs, methods, bodies, statuses', async () => {
    const { recording } = await recorded;
    const har = toHar(recording, 'http://localhost:8080');
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(recording.exchanges.length);
    const login = har.log.entries.find((entry) => entry.request.url.endsWith('/user-api/login'));
    expect(login?.request).toMatchObject({ method: 'POST', url: 'http://localhost:8080/user-api/login' });
    expect(JSON.parse(login?.request.postData?.text ?? '{}')).toEqual({
      user_data: { email: '[redacted]', password: '[redacted]' },
    });
    expect(login?.response.content.mimeType).toMatch(/json/);
  });
});

describe('recording leaves out', () => {
  it('an exchange that fails the contract check: it goes to the drift report only', async () => {
    const file = join(dir, 'drift.json');
    const [first] = hostedProducts;
    const drifted = `/product-api/get-product-detail/${first?._id}`;
    const { app } = await proxyToUpstream(
      {
        // A price as a number: the contract says a rupee string.
        [drifted]: (_request, response) =>
          json(response, 200, { prod: { ...first, content: { ...first?.content, price: 12 } } }),
      },
      { recording: { file } },
    );
    await app.inject({ url: '/product-api/get-products/1/2' });
    await app.inject({ url: drifted });
    expect((await app.inject({ url: '/dev/drift' })).json<DriftReport>().total).toBeGreaterThan(0);
    await app.close();
    const kept: Recording = readRecording(file);
    expect(kept.exchanges.map((exchange) => exchange.operationId)).toEqual(['getProductsPage']);
  });
});

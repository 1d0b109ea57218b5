/**
 * The proxy judges every upstream answer, and answers with the same bytes share one check
 * (src/proxy/verdicts.ts): a bad answer among good ones is still caught, however often the good
 * ones came before it, and a repeated bad answer is counted every time.
 */
import { describe, expect, it } from 'vitest';
import type { Mismatch } from '../../src/contract/mismatches.js';
import type { DriftReport } from '../../src/proxy/drift.js';
import { createVerdicts, type AnswerFacts } from '../../src/proxy/verdicts.js';
import { buildTestApp, call } from '../helpers.js';
import { hostedProducts, json, startUpstream } from './upstream.js';

const facts = (body: string, status = 200): AnswerFacts => ({
  operationId: 'getProductsPage',
  method: 'GET',
  status,
  contentType: 'application/json',
  contentEncoding: '',
  body: Buffer.from(body),
});

describe('verdicts kept per answer bytes', () => {
  it('checks bytes it has not seen, and reuses the verdict of bytes it has', async () => {
    const verdicts = createVerdicts(2);
    const checked: string[] = [];
    const judge = (f: AnswerFacts, found: Mismatch[] = []) =>
      verdicts.judge(f, async () => (checked.push(f.body.toString()), found));
    const drift: Mismatch = { in: 'body', pointer: '/prod', expected: 'array', actual: 'object' };

    expect(await judge(facts('{"prod":{}}'), [drift])).toEqual([drift]);
    expect(await judge(facts('{"prod":{}}'))).toEqual([drift]); // from memory: not checked again
    expect(await judge(facts('{"prod":[]}'))).toEqual([]);
    expect(await judge(facts('{"prod":[]}', 500))).toEqual([]); // another status is another answer
    expect(checked).toEqual(['{"prod":{}}', '{"prod":[]}', '{"prod":[]}']);
    // Two verdicts kept: the first one went, so its bytes are checked again.
    await judge(facts('{"prod":{}}'), [drift]);
    expect(checked).toHaveLength(4);
  });
});

describe('the proxy with repeated answers', () => {
  it('catches a drifted answer after many identical good ones, and counts each time it comes back', async () => {
    let answers = 0;
    const upstream = await startUpstream({
      '/product-api/get-products/1/2': (_request, response) => {
        answers += 1;
        // Calls 6 and 7 answer a price as a number; the others are the hosted API's own answer.
        const drifted = answers === 6 || answers === 7;
        const [first, ...rest] = hostedProducts;
        const prod =
          drifted && first ? [{ ...first, content: { ...first.content, price: 129999 } }, ...rest] : hostedProducts;
        json(response, 200, { prod });
      },
    });
    const app = await buildTestApp({ upstream: { url: upstream.url } });
    for (let i = 0; i < 8; i += 1) expect((await call(app, { url: '/product-api/get-products/1/2' })).status).toBe(200);

    const report = (await app.inject({ url: '/dev/drift' })).json<DriftReport>();
    expect(report.total).toBe(2);
    expect(report.drifts).toEqual([
      expect.objectContaining({ operationId: 'getProductsPage', pointer: '/prod/0/content/price', count: 2 }),
    ]);
  });
});

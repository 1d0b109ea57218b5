/** The recorder's bounds: past its count or byte budget, new exchanges are dropped and counted, repeats still counted. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecording } from '../../src/recording/format.js';
import { createRecorder } from '../../src/recording/recorder.js';
import { createRedaction } from '../../src/recording/redact.js';

const dir = mkdtempSync(join(tmpdir(), 'recorder-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const exchange = (url: string, body: unknown) => ({
  operationId: 'getProductsPage',
  request: { method: 'GET', url, headers: {} },
  response: { status: 200, headers: { 'content-type': 'application/json' }, body },
});

describe('the recorder', () => {
  it.each([
    ['exchanges', { maxExchanges: 2 }],
    ['bytes', { maxBytes: 400 }],
  ])('keeps at most its budget of %s and counts the rest as dropped', (_budget, bounds) => {
    const file = join(dir, `bounded-${_budget}.json`);
    const recorder = createRecorder(file, 'http://127.0.0.1:1', createRedaction(), bounds);
    for (let page = 1; page <= 5; page += 1)
      recorder.add(exchange(`/product-api/get-products/${page}/8`, { prod: [] }));
    recorder.add(exchange('/product-api/get-products/1/8', { prod: [] }));
    recorder.flush();
    const { exchanges } = readRecording(file);
    expect(exchanges.length).toBeLessThan(5);
    expect(recorder.dropped).toBe(5 - exchanges.length);
    expect(exchanges[0]?.count).toBe(2);
  });
});

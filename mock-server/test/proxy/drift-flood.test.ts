/**
 * /dev/drift under a flood of junk: callers choose their paths and bodies, and must neither push
 * the upstream's real drift out of the list nor get a raw path (a reset link's secret) kept in it
 * or in the log.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createDrift, type DriftReport, type DriftSubject } from '../../src/proxy/drift.js';
import { buildTestApp, fakeClock } from '../helpers.js';
import { json, startUpstream } from './upstream.js';

function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

describe('drift records under a flood', () => {
  it(
    'group 1,000 junk paths into one record without their segments, and keep the real drift that came after',
    { timeout: 60_000 },
    async () => {
      const upstream = await startUpstream({
        '/user-api/login': (_request, response) => json(response, 200, { status: true, message: 'renamed' }),
      });
      const { lines, logger } = logLines();
      const app = await buildTestApp({ upstream: { url: upstream.url }, logger });
      for (let i = 0; i < 1000; i += 1) await app.inject({ url: `/product-api/reset-link/SECRET-${i}-x` });
      await app.inject({
        method: 'POST',
        url: '/user-api/login',
        payload: { user_data: { email: 'a@example.com', password: 'pw-123456' } },
      });

      const report = (await app.inject({ url: '/dev/drift' })).json<DriftReport>();
      expect(report.drifts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ operationId: null, method: 'GET', path: '/product-api/*', count: 1000 }),
          expect.objectContaining({ operationId: 'login', direction: 'response', pointer: '/msg', actual: 'missing' }),
        ]),
      );
      expect(report.dropped).toBe(0);
      expect(JSON.stringify(report)).not.toContain('SECRET');
      expect(lines.join('')).not.toContain('SECRET');
    },
  );

  it("keep room for the answers of documented operations, whatever callers' requests fill", () => {
    const clock = fakeClock();
    const drift = createDrift('http://upstream.test', clock.now, 10);
    const request: DriftSubject = {
      operationId: 'signup',
      method: 'POST',
      path: '/user-api/signup',
      direction: 'request',
      status: null,
    };
    const junk = (i: number) => ({ in: 'body' as const, pointer: `/user_data/junk${i}`, expected: 'no', actual: 'x' });
    for (let i = 0; i < 100; i += 1) drift.record(request, [junk(i)]);
    for (let i = 0; i < 100; i += 1)
      drift.record({ ...request, operationId: null, method: 'GET', path: `/product-api/*`, direction: 'request' }, [
        { in: 'operation', pointer: '', expected: 'a path', actual: `GET ${i}` },
      ]);
    const fresh = drift.record({ ...request, operationId: 'login', direction: 'response', status: 200 }, [
      { in: 'body', pointer: '/msg', expected: 'a required property', actual: 'missing' },
    ]);
    expect(fresh).toHaveLength(1);
    const report = drift.report();
    expect(report.distinct).toBe(4 + 1 + 1); // 40% requests, 10% unknown paths, the answer
    expect(report.dropped).toBe(96 + 99);
  });
});

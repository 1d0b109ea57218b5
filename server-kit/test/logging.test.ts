import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, loggingPlugin, type LoggingOptions } from '../src/logging.js';
import { cutMark } from '../src/redact.js';

interface Line {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  statusCode?: number;
  ms?: number;
  [field: string]: unknown;
}

/** An app logging at `level` into an array of parsed lines, with the logging plugin registered. */
async function appLoggingAt(level: string, options: LoggingOptions = {}) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const app = Fastify(loggerOptions({ level, stream }));
  await app.register(loggingPlugin, options);
  app.get('/products', async () => ({ prod: [] }));
  app.get('/fails', async (_request, reply) => reply.code(500).send({ msg: 'broken' }));
  await app.ready();
  return { app, lines };
}

const info = 30;
const error = 50;

describe('the request log line', () => {
  it('writes one line per request, with method, redacted URL, status and time', async () => {
    const { app, lines } = await appLoggingAt('info');
    const answer = await app.inject({
      url: '/products?pin=4821&q=kurta&flag',
      headers: { authorization: 'Bearer secret-token', cookie: 'session=s3cret' },
    });
    expect(answer.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: info,
      msg: 'request',
      method: 'GET',
      url: '/products?pin=[redacted]&q=[redacted]&flag',
      statusCode: 200,
    });
    expect(line?.ms).toBeTypeOf('number');
    const text = JSON.stringify(line);
    for (const secret of ['4821', 'kurta', 'secret-token', 's3cret']) expect(text).not.toContain(secret);
    expect(line).not.toHaveProperty('req');
    expect(line).not.toHaveProperty('res');
    await app.close();
  });

  it('cuts a long URL', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: `/products?q=${'x'.repeat(5000)}` });
    expect(lines[0]?.url).toBe(`/products?q=[redacted]${cutMark}`);
    await app.close();
  });

  it('writes one line for each of several requests, and nothing else', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/products' });
    await app.inject({ url: '/fails' });
    await app.inject({ url: '/missing' });
    expect(lines.map((line) => [line.msg, line.url, line.statusCode])).toEqual([
      ['request', '/products', 200],
      ['request', '/fails', 500],
      ['request', '/missing', 404],
    ]);
    await app.close();
  });

  it('writes nothing below level info', async () => {
    for (const level of ['warn', 'error', 'silent']) {
      const { app, lines } = await appLoggingAt(level);
      await app.inject({ url: '/products?pin=1' });
      await app.inject({ url: '/fails' });
      expect(lines, level).toEqual([]);
      await app.close();
    }
  });

  const problemOf: LoggingOptions['problemOf'] = (request) =>
    request.url.startsWith('/fails')
      ? { fields: { violation: 'not in the contract' }, message: 'contract' }
      : undefined;
  const ordinary = { level: info, msg: 'request', url: '/products', statusCode: 200, violation: undefined };
  const problem = {
    level: error,
    msg: 'contract',
    url: '/fails?otp=[redacted]',
    statusCode: 500,
    violation: 'not in the contract',
  };

  it.each([
    ['info', [ordinary, problem]],
    ['warn', [problem]],
    ['error', [problem]],
  ])(
    'at level %s, raises a request’s line to an error with its fields when problemOf says so',
    async (level, expected) => {
      const { app, lines } = await appLoggingAt(level, { problemOf });
      await app.inject({ url: '/products' });
      await app.inject({ url: '/fails?otp=1234' });
      const summaries = lines.map(({ level, msg, url, statusCode, violation }) => ({
        level,
        msg,
        url,
        statusCode,
        violation,
      }));
      expect(summaries).toEqual(expected);
      await app.close();
    },
  );

  it('keeps Fastify without a logger when there is none', () => {
    expect(loggerOptions(false).logger).toBe(false);
    expect(loggerOptions(undefined).logger).toBe(false);
    expect(loggerOptions(true).logger).toMatchObject({ level: 'info' });
  });
});

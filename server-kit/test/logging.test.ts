import { context as otelContext, ROOT_CONTEXT, trace, type Context, type ContextManager } from '@opentelemetry/api';
import Fastify from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, loggingPlugin, requestIdFrom, type LoggingOptions } from '../src/logging.js';
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

describe('a line’s trace and request ids', () => {
  /** The smallest context manager (OpenTelemetry's own keeps one per async call chain, as here). */
  function asyncContexts(): ContextManager {
    const storage = new AsyncLocalStorage<Context>();
    return {
      active: () => storage.getStore() ?? ROOT_CONTEXT,
      with: (context, fn, thisArg, ...args) => storage.run(context, () => fn.call(thisArg, ...args)),
      bind: (_context, target) => target,
      enable() {
        return this;
      },
      disable() {
        storage.disable();
        return this;
      },
    };
  }

  it('names the active span’s trace and span ids, and none outside a span', async () => {
    const manager = asyncContexts();
    otelContext.setGlobalContextManager(manager);
    try {
      const { app, lines } = await appLoggingAt('info');
      const span = trace.wrapSpanContext({
        traceId: '0af7651916cd43dd8448eb211c80319c',
        spanId: 'b7ad6b7169203331',
        traceFlags: 1,
      });
      // inject() starts its request when awaited: inside the span's context.
      await otelContext.with(trace.setSpan(ROOT_CONTEXT, span), async () => {
        await app.inject({ url: '/products' });
      });
      await app.inject({ url: '/products' });
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({ trace_id: '0af7651916cd43dd8448eb211c80319c', span_id: 'b7ad6b7169203331' });
      expect(lines[1]).not.toHaveProperty('trace_id');
      expect(lines[1]).not.toHaveProperty('span_id');
      await app.close();
    } finally {
      otelContext.disable();
    }
  });

  it('takes a proxy’s request id when it looks like one, and makes one of its own otherwise', () => {
    const idOf = requestIdFrom();
    const request = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
    expect(idOf(request('5d41402abc4b2a76b9719d911017c592'))).toBe('5d41402abc4b2a76b9719d911017c592');
    expect(idOf(request('req with spaces'))).toMatch(/^req-[0-9a-z]+$/);
    expect(idOf(request('x'.repeat(65)))).toMatch(/^req-[0-9a-z]+$/);
    expect(idOf(request())).not.toBe(idOf(request()));
  });
});

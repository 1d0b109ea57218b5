import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { clientGone } from '../src/client-gone.js';
import { deferred, tick } from './helpers.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A listening app whose one route hands the test its signal, and whose answer the test shapes. */
async function listening(answer: (signal: AbortSignal) => string | PassThrough) {
  const signals = deferred<AbortSignal>();
  const closed = deferred<void>();
  app = Fastify();
  app.get('/', (request, reply) => {
    const signal = clientGone(request, reply);
    // Registered after clientGone's own: by the time it runs, clientGone has had its say.
    reply.raw.once('close', () => closed.resolve());
    signals.resolve(signal);
    return reply.send(answer(signal));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { port, signal: signals.promise, closed: closed.promise };
}

describe('clientGone', () => {
  it('aborts when the client leaves in the middle of its answer', async () => {
    const { port, signal } = await listening((signal) => {
      const body = new PassThrough();
      body.write('the first part of a long page');
      // Never finished while the client stays.
      signal.addEventListener('abort', () => body.destroy());
      return body;
    });

    const reason = deferred<unknown>();
    const client = httpRequest({ port, path: '/', agent: false }, (response) => {
      response.once('data', () => client.destroy());
    });
    client.on('error', () => undefined);
    client.end();

    const gone = await signal;
    gone.addEventListener('abort', () => reason.resolve(gone.reason));
    if (gone.aborted) reason.resolve(gone.reason);
    expect(await reason.promise).toEqual(new Error('the client left'));
  });

  it('aborts when the client leaves before any answer', async () => {
    const { port, signal } = await listening(() => new PassThrough());
    const client = httpRequest({ port, path: '/', agent: false });
    client.on('error', () => undefined);
    client.end();
    const gone = await signal;
    client.destroy();
    await new Promise<void>((resolve) => {
      if (gone.aborted) resolve();
      gone.addEventListener('abort', () => resolve());
    });
    expect(gone.aborted).toBe(true);
  });

  it('does not abort once the answer is sent, even when the client then closes', async () => {
    const { port, signal, closed } = await listening(() => 'done');
    const body = await new Promise<string>((resolve, reject) => {
      const client = httpRequest({ port, path: '/', agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          client.destroy();
          resolve(text);
        });
      });
      client.on('error', reject);
      client.end();
    });
    expect(body).toBe('done');
    await closed;
    await tick();
    expect((await signal).aborted).toBe(false);
  });
});

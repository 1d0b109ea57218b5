import accepts from '@fastify/accepts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksForHtml } from '../src/accept.js';

describe('asksForHtml', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(accepts);
    app.get('/', (request) => ({ html: asksForHtml(request) }));
    await app.ready();
  });
  afterAll(() => app.close());

  const asks = async (accept: string | undefined) =>
    (await app.inject({ url: '/', headers: accept === undefined ? {} : { accept } })).json<{ html: boolean }>().html;

  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['TEXT/HTML', true],
    ['application/json, text/html;q=0.1', true],
    ['*/*', false],
    ['application/json', false],
    ['text/html;q=0, */*', false],
    ['text/*', false],
    [undefined, false],
  ])('is %2$s for Accept: %1$j', async (accept, html) => {
    expect(await asks(accept)).toBe(html);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';

describe('/robots.txt: the API is no shop, and asks crawlers to read none of it', () => {
  it('disallows everything to every crawler, as cacheable plain text', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { baseUrlFor, startLine } from '../src/start-line.js';

describe('the start line', () => {
  it('points at this server for the API and its docs, and at the developer port for the dev pages', () => {
    expect(startLine('http://localhost:8080', undefined, 'http://127.0.0.1:8081')).toBe(
      'API at http://localhost:8080/ - API docs http://localhost:8080/docs - outbox http://127.0.0.1:8081/dev/outbox (developer tools, this machine only)',
    );
  });

  it('points at the shop where SHOP_URL says (the shop server, or Vite under npm run dev)', () => {
    const { shopUrl } = readConfig({ SHOP_URL: 'http://127.0.0.1:5173/' });
    expect(startLine('http://127.0.0.1:8080', shopUrl)).toBe(
      'API at http://127.0.0.1:8080/ - shop at http://127.0.0.1:5173/ - API docs http://127.0.0.1:8080/docs',
    );
  });

  it('shows a server listening on every interface at localhost', () => {
    expect(baseUrlFor('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(baseUrlFor('::1', 8080)).toBe('http://[::1]:8080');
  });
});

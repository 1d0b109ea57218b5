import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { startLine } from '../src/start-line.js';

describe('the start line', () => {
  it('points at this server for the shop and the API, and at the developer port for the dev pages', () => {
    expect(startLine('http://localhost:8080', undefined, 'http://127.0.0.1:8081')).toBe(
      'shop and API at http://localhost:8080/ - API docs http://localhost:8080/docs - outbox http://127.0.0.1:8081/dev/outbox (developer tools, this machine only)',
    );
  });

  it('under npm run dev points at the shop with hot reload (DEV_SHOP_URL), not the last build', () => {
    const { devShopUrl } = readConfig({ DEV_SHOP_URL: 'http://127.0.0.1:5173/' });
    expect(startLine('http://127.0.0.1:8080', devShopUrl)).toMatch(
      /^shop \(hot reload\) at http:\/\/127\.0\.0\.1:5173\/ - API at http:\/\/127\.0\.0\.1:8080\/ \(its \/ serves the last build\)/,
    );
  });
});

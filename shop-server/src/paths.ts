/**
 * Default locations of the files the shop server reads, resolved from this module's own URL: from
 * src/ (vitest) and dist/ (node dist/server.js) alike, the package folder sits beside web/ and
 * openapi.yaml at the repository root.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const repoRoot = new URL('../../', import.meta.url);

export const defaultOpenapiPath = fileURLToPath(new URL('openapi.yaml', repoRoot));
export const defaultWebDist = fileURLToPath(new URL('web/dist/', repoRoot));

/**
 * The first path segment of every operation of openapi.yaml (`/product-api`, `/cart-api`, ...):
 * `upstream`, the API's, which this server answers; `devOnly`, the mock server's dev tools, which
 * it does not (a 404, never a page).
 */
export function operationPrefixesOf(openapiPath: string): { upstream: string[]; devOnly: string[] } {
  const document = parse(readFileSync(openapiPath, 'utf8')) as {
    paths?: Record<string, Record<string, { tags?: string[] }>>;
  };
  const upstream = new Set<string>();
  const devOnly = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const isDev = Object.values(operations).every((operation) => operation.tags?.includes('dev'));
    (isDev ? devOnly : upstream).add(`/${path.split('/')[1] ?? ''}`);
  }
  return { upstream: [...upstream], devOnly: [...devOnly].filter((prefix) => !upstream.has(prefix)) };
}

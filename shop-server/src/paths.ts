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
 * The first path segment of every operation of openapi.yaml but the mock server's dev tools
 * (`/product-api`, `/cart-api`, ...): the upstream's paths, which this server answers.
 */
export function apiPrefixesOf(openapiPath: string): string[] {
  const document = parse(readFileSync(openapiPath, 'utf8')) as {
    paths?: Record<string, Record<string, { tags?: string[] }>>;
  };
  const prefixes = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const devOnly = Object.values(operations).every((operation) => operation.tags?.includes('dev'));
    if (!devOnly) prefixes.add(`/${path.split('/')[1] ?? ''}`);
  }
  return [...prefixes];
}

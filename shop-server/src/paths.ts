/**
 * Default locations of the files the shop server reads, resolved from this module's own URL: from
 * src/ (vitest) and dist/ (node dist/server.js) alike, the package folder sits beside web/ and
 * openapi.yaml at the repository root.
 */
import { fileURLToPath } from 'node:url';

const repoRoot = new URL('../../', import.meta.url);

export const defaultOpenapiPath = fileURLToPath(new URL('openapi.yaml', repoRoot));
export const defaultWebDist = fileURLToPath(new URL('web/dist/', repoRoot));

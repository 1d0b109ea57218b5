/**
 * Default locations of the files the server reads. Resolved from this module's own URL so they work
 * the same from src/ (tsx, vitest) and from dist/ (node dist/server.js): both sit one level below the
 * package folder, which sits next to openapi.yaml at the repository root.
 */
import { fileURLToPath } from 'node:url';

const repoRoot = new URL('../../', import.meta.url);

export const defaultOpenapiPath = fileURLToPath(new URL('openapi.yaml', repoRoot));

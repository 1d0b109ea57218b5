/**
 * The mock server with the shop's real renderer mounted (built by test/renderer-setup.ts), for the
 * tests of pages rendered on the server: a built storefront of one index.html and an empty manifest.
 */
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { buildTestApp, builtStorefront, testPasswordCost } from './helpers.js';

export const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The build's index.html, as the renderer needs it: a head, a title and the root element. */
export const pageTemplate =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rupee Storefront</title></head><body><div id="root"></div></body></html>';

/** A storefront for the test file that calls it (made before its tests, removed after). */
export function storefrontWithRenderer() {
  const webRoot = builtStorefront('mock-server-ssr-', {
    'dist/index.html': pageTemplate,
    'dist/.vite/manifest.json': '{}',
  });
  const webDist = () => join(webRoot(), 'dist');
  return {
    webDist,
    /** The app serving that storefront, rendering with the real renderer; warnings go to `lines`. */
    rendering: (options: AppOptions = {}, lines: Record<string, unknown>[] = []): Promise<FastifyInstance> =>
      buildTestApp(renderingOptions(options, lines)),
    /** The same app for a whole describe block (built in beforeAll): the caller closes it. */
    sharedRendering: (options: AppOptions = {}): Promise<FastifyInstance> =>
      buildApp({ passwordCost: testPasswordCost, underPressure: false, ...renderingOptions(options, []) }),
  };

  function renderingOptions(options: AppOptions, lines: Record<string, unknown>[]): AppOptions {
    return {
      webDist: webDist(),
      // A page's deadline far above a busy machine's slowest first render (tests of the deadline set their own).
      serverRendering: { entry: inject('rendererEntry'), timeoutMs: 10_000 },
      logger: {
        level: 'warn',
        stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
      ...options,
    };
  }
}

export const renderFailures = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => String(line.msg).startsWith('server rendering failed'));

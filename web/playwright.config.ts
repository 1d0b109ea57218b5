/**
 * Browser tests: this machine's Chromium (CHROMIUM_PATH, the system's Chromium or Chrome, or
 * Playwright's own: scripts/lib/find-chromium.mjs, which says how to install one when there is none)
 * driven by Playwright against the real build served as `npm start` serves it: the shop server in
 * front of the mock server, on free loopback ports (see e2e/global-setup.ts). Run from the
 * repository root with `npm run test:e2e`. One worker: the machine's cores are shared.
 */
import { defineConfig, devices } from '@playwright/test';
// Chromium in a container, quiet: the same flags as `npm run bench:web`.
import chromiumArgs from '../scripts/chromium-flags.json' with { type: 'json' };
import { chromiumPathOrExit } from '../scripts/lib/find-chromium.mjs';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Traces and screenshots of failures. Two runs at once in one checkout need separate folders
  // (Playwright empties this one when it starts): set E2E_OUTPUT_DIR for the second.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  // CI runs on a shared 2-core machine: one retry tells a slow moment from a broken screen, and
  // Playwright still reports any test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The GitHub workflow also wants an HTML report to upload: setting PLAYWRIGHT_HTML_OUTPUT_DIR (read
  // by Playwright's HTML reporter, relative to the working directory) adds one.
  reporter: process.env.PLAYWRIGHT_HTML_OUTPUT_DIR ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPathOrExit(), args: chromiumArgs },
    serviceWorkers: 'block',
    // The shop honours reduced motion (the home page's scrolling banner stands still): without it,
    // software rendering repaints that banner so often that the home page slows every check on it
    // several times over, and screenshots would catch it mid-scroll.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});

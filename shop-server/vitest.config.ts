import { defineConfig } from 'vitest/config';
import { serverKitFromSource } from '../server-kit/vitest-alias.js';

export default defineConfig({
  resolve: { alias: [serverKitFromSource] },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The shop's real server renderer, built when the web sources changed (test/renderer-setup.ts).
    globalSetup: ['test/renderer-setup.ts'],
    // Several tests measure answer times: one file at a time, so they do not measure each other.
    fileParallelism: false,
    // The slow upstream answers after 3 s, and a few tests wait for it on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';
import { serverKitFromSource } from '../server-kit/vitest-alias.js';

export default defineConfig({
  resolve: { alias: [serverKitFromSource] },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each test builds its own app; a few build large catalogues, so allow them time on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each test builds its own app; a few build large catalogues, so allow them time on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

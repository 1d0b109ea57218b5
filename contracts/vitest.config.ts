// Five projects, run one after the other (sequence.groupOrder) in a single `vitest run`:
// consumer (writes pacts/) -> provider (verifies them against a server) -> compare (checks them
// against openapi.yaml) -> net (proves that breaking the server, the client or the spec is caught); breaking (the
// breaking-change gate's fixtures) runs beside consumer.
// The package scripts pick projects with --project; every one of them starts with consumer, since the
// pacts are regenerated on each run and never committed.
import { defineConfig } from 'vitest/config';
import { serverKitFromSource } from '../server-kit/vitest-alias.js';

export default defineConfig({
  // The provider tests build the mock server from its sources, and its shared code from server-kit's.
  resolve: { alias: [serverKitFromSource] },
  test: {
    environment: 'node',
    // Pact sends anonymous usage data unless told not to; no test may reach the internet.
    env: { PACT_DO_NOT_TRACK: 'true' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'consumer',
          // Not 0: vitest puts a one-worker project of group 0 in a group of its own that runs after the rest.
          sequence: { groupOrder: 1 },
          include: ['test/consumer/**/*.pact.test.ts'],
          globalSetup: ['test/consumer/cleanPacts.ts'],
          // Every file merges its interactions into the same pact file: one writer at a time.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: { name: 'provider', include: ['test/provider/**/*.test.ts'], sequence: { groupOrder: 2 } },
      },
      // The breaking-change gate's fixtures (src/breaking): pure functions, no pacts needed.
      {
        extends: true,
        test: { name: 'breaking', include: ['test/breaking/**/*.test.ts'], sequence: { groupOrder: 1 } },
      },
      { extends: true, test: { name: 'compare', include: ['test/compare/**/*.test.ts'], sequence: { groupOrder: 3 } } },
      {
        extends: true,
        // Each net test starts its own server and verifier: one at a time keeps the 2-core budget.
        test: { name: 'net', include: ['test/net/**/*.test.ts'], fileParallelism: false, sequence: { groupOrder: 4 } },
      },
    ],
  },
});

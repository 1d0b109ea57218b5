// Verifies every pact in pacts/ against a real server: the mock server of this repository started
// in-process (the default), or any deployment named by PACT_PROVIDER_BASE_URL (see README.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPacts, readSpec } from '../../src/compare';
import { mockOnlyOperations, storefrontOperations } from '../../src/operations';
import { OPENAPI_PATH, PACT_DIR } from '../../src/paths';
import { deploymentStates } from '../../src/provider/deploymentStates';
import { startMockServer, type RunningMockServer } from '../../src/provider/mockServer';
import { withoutMockOnly } from '../../src/provider/mockOnly';
import { mockServerStates } from '../../src/provider/mockServerStates';
import {
  expectedFailures,
  failuresOf,
  mismatchesOf,
  pactFiles,
  SessionToken,
  sortFailures,
  verifyPacts,
  type Failure,
} from '../../src/provider/verify';

const deploymentUrl = process.env.PACT_PROVIDER_BASE_URL?.replace(/\/+$/, '');

describe.runIf(!deploymentUrl)('the pacts against the mock server in this process', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startMockServer();
  });
  afterAll(() => server.close());

  it('every interaction holds', async () => {
    const session = new SessionToken();
    const states = mockServerStates(server.app, session);
    const mismatches = await verifyPacts({ providerBaseUrl: server.url, states, session }).then(() => [], mismatchesOf);
    expect(mismatches).toEqual([]);

    // The server's own request journal (states are set up in its store, not over HTTP, so every
    // journaled call is the verifier's): one call per interaction, and every storefront operation
    // of openapi.yaml really answered.
    const journal = (await server.app.inject({ url: '/dev/requests' })).json<{
      requests: { operationId: string | null }[];
    }>();
    const interactions = (await readPacts(PACT_DIR)).flatMap((pact) => pact.interactions);
    expect(journal.requests).toHaveLength(interactions.length);
    const answered = new Set(journal.requests.map((r) => r.operationId));
    expect([...answered].sort()).toEqual(
      storefrontOperations(await readSpec(OPENAPI_PATH))
        .map((o) => o.operationId)
        .sort(),
    );
  }, 120_000);
});

describe.runIf(deploymentUrl)(`the pacts against ${deploymentUrl}`, () => {
  it('every interaction holds, but those listed in PACT_EXPECTED_FAILURES and the mock server’s own calls', async () => {
    const session = new SessionToken();
    const states = deploymentStates(deploymentUrl ?? '', session);
    const { pactUrls, skipped } = await withoutMockOnly(
      await pactFiles(),
      mockOnlyOperations(await readSpec(OPENAPI_PATH)),
    );
    console.info(
      `Not verified on ${deploymentUrl}: ${skipped.length} interactions of the mock server's own calls (x-mock-only in openapi.yaml):\n  ${skipped.join('\n  ')}`,
    );
    // A sleeping free-tier host can take a minute to wake up.
    const verification = verifyPacts({
      providerBaseUrl: deploymentUrl ?? '',
      states,
      session,
      pactUrls,
      timeout: 90_000,
    });
    const { unexpected, expected, passedAnyway } = sortFailures(
      await verification.then(() => [], failuresOf),
      expectedFailures(),
    );
    const lines = (failures: Failure[]) => failures.map(({ interaction, detail }) => `  ${interaction}: ${detail}`);
    if (expected.length) console.info(`Expected failures on ${deploymentUrl}:\n${lines(expected).join('\n')}`);
    if (passedAnyway.length) console.info(`Expected to fail but passed this time:\n  ${passedAnyway.join('\n  ')}`);
    expect(lines(unexpected)).toEqual([]);
  }, 600_000);
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPacts, readSpec } from '../../src/compare';
import { interactionsPerOperation, mockOnlyOperations, storefrontOperations } from '../../src/operations';
import { OPENAPI_PATH, PACT_DIR } from '../../src/paths';
import { withoutMockOnly } from '../../src/provider/mockOnly';
import { pactFiles } from '../../src/provider/verify';

describe('the pacts cover openapi.yaml', () => {
  it('exercise every storefront operation in at least one interaction', async () => {
    const operations = storefrontOperations(await readSpec(OPENAPI_PATH));
    const counts = interactionsPerOperation(operations, await readPacts(PACT_DIR));

    // The hosted API's sixteen, and the mock server's own seven (the checkout).
    expect(operations).toHaveLength(23);
    const uncovered = [...counts].filter(([, count]) => count === 0).map(([operationId]) => operationId);
    expect(uncovered).toEqual([]);
  });

  it('leave out exactly the mock server’s own calls for a deployment', async () => {
    const spec = await readSpec(OPENAPI_PATH);
    const mockOnly = mockOnlyOperations(spec);
    expect(mockOnly.map((operation) => operation.operationId).sort()).toEqual(
      ['checkPincode', 'getOrder', 'listOrders', 'placeOrder', 'cancelOrder', 'getInvoice', 'getCheckoutTerms'].sort(),
    );
    const { pactUrls, skipped } = await withoutMockOnly(await pactFiles(), mockOnly);
    const kept = await Promise.all(
      pactUrls.map(
        async (url) =>
          JSON.parse(await readFile(url, 'utf8')) as Parameters<typeof interactionsPerOperation>[1][number],
      ),
    );
    const all = await readPacts(PACT_DIR);
    expect(skipped.length).toBeGreaterThanOrEqual(mockOnly.length);
    expect(kept.flatMap((pact) => pact.interactions)).toHaveLength(
      all.flatMap((pact) => pact.interactions).length - skipped.length,
    );
    const keptCounts = interactionsPerOperation(mockOnly, kept);
    expect([...keptCounts.values()].every((count) => count === 0)).toBe(true);
  });
});

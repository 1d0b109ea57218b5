import { describe, expect, it } from 'vitest';
import { readPacts, readSpec } from '../../src/compare';
import { interactionsPerOperation, storefrontOperations } from '../../src/operations';
import { OPENAPI_PATH, PACT_DIR } from '../../src/paths';

describe('the pacts cover openapi.yaml', () => {
  it('exercise every storefront operation in at least one interaction', async () => {
    const operations = storefrontOperations(await readSpec(OPENAPI_PATH));
    const counts = interactionsPerOperation(operations, await readPacts(PACT_DIR));

    expect(operations).toHaveLength(16);
    const uncovered = [...counts].filter(([, count]) => count === 0).map(([operationId]) => operationId);
    expect(uncovered).toEqual([]);
  });
});

/** The 135 real records of the hosted API must satisfy openapi.yaml's Product schema as they are. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validatorsFor } from '../../src/contract/ajv.js';
import { describeErrors } from '../../src/contract/checks.js';
import { loadContract } from '../../src/contract/load.js';
import { defaultOpenapiPath } from '../../src/paths.js';

// /work/main/mock-server/test/contract -> /work/shared/data (the repository's sibling folder "shared").
const fixture = fileURLToPath(new URL('../../../../shared/data/hosted-api-products.json', import.meta.url));
const present = existsSync(fixture);

describe.skipIf(!present)('hosted API products', () => {
  it('all 135 records validate against the Product schema', () => {
    const records = JSON.parse(readFileSync(fixture, 'utf8')) as unknown[];
    expect(records).toHaveLength(135);
    const contract = loadContract(defaultOpenapiPath);
    const validate = validatorsFor(contract).response.compile(contract.schema('Product'));
    const failures = records.flatMap((record, i) => (validate(record) ? [] : [`#${i}: ${describeErrors(validate.errors)}`]));
    expect(failures).toEqual([]);
  });

  it('and a product list of them is a valid get-products answer', () => {
    const records = JSON.parse(readFileSync(fixture, 'utf8')) as unknown[];
    const contract = loadContract(defaultOpenapiPath);
    const schema = contract.operation('getProducts').responses.get('200')?.get('application/json');
    expect(schema).toBeDefined();
    expect(validatorsFor(contract).response.validate(schema ?? {}, { prod: records })).toBe(true);
  });
});

if (!present) {
  describe('hosted API products', () => {
    it.skip(`skipped: ${fixture} is absent (it lives beside the repository, in shared/data)`, () => {});
  });
}

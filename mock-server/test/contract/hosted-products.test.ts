/** The 135 real records of the hosted API must satisfy openapi.yaml's Product schema as they are. */
import { describe, expect, it } from 'vitest';
import hostedProducts from '../../../fixtures/hosted-api-products.json' with { type: 'json' };
import { validatorsFor } from '../../src/contract/ajv.js';
import { describeErrors } from '../../src/contract/checks.js';
import { loadContract } from '../../src/contract/load.js';
import { defaultOpenapiPath } from '../../src/paths.js';

const records: unknown[] = hostedProducts;

describe('hosted API products', () => {
  it('all 135 records validate against the Product schema', () => {
    expect(records).toHaveLength(135);
    const contract = loadContract(defaultOpenapiPath);
    const validate = validatorsFor(contract).response.compile(contract.schema('Product'));
    const failures = records.flatMap((record, i) =>
      validate(record) ? [] : [`#${i}: ${describeErrors(validate.errors)}`],
    );
    expect(failures).toEqual([]);
  });

  it('and a product list of them is a valid get-products answer', () => {
    const contract = loadContract(defaultOpenapiPath);
    const schema = contract.operation('getProducts').responses.get('200')?.get('application/json');
    expect(schema).toBeDefined();
    expect(validatorsFor(contract).response.validate(schema ?? {}, { prod: records })).toBe(true);
  });
});

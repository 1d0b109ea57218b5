/**
 * Checks a request against its operation in openapi.yaml, as drift records. The mock server's routes
 * reject a bad request with a 400 before any handler runs; the validating proxy (proxy/) forwards
 * it anyway and records here how the caller drifted from the contract.
 */
import type { ContractValidators, ValidateFunction } from './ajv.js';
import { mismatchesOf, type Mismatch } from './mismatches.js';
import type { Contract } from './types.js';

export interface RequestChecker {
  /** `params` as the router matched them (strings); `body` parsed, or undefined when none was sent. */
  mismatches(operationId: string, params: Record<string, string>, body: unknown): Mismatch[];
}

export function createRequestChecker(contract: Contract, validators: ContractValidators): RequestChecker {
  const compiled = new Map<string, { params?: ValidateFunction; body?: ValidateFunction }>();

  const validatorsOf = (operationId: string) => {
    let found = compiled.get(operationId);
    if (!found) {
      const { params, body } = contract.operation(operationId);
      found = {
        // Path parameters arrive as text: the coercing instance reads "2" as the integer 2.
        ...(params ? { params: validators.params.compile(params) } : {}),
        ...(body ? { body: validators.response.compile(body) } : {}),
      };
      compiled.set(operationId, found);
    }
    return found;
  };

  return {
    mismatches(operationId, params, body) {
      const check = validatorsOf(operationId);
      const found: Mismatch[] = [];
      const copy = { ...params }; // coercion writes into the object it checks
      if (check.params && !check.params(copy)) {
        found.push(...mismatchesOf(check.params.errors, copy, 'path'));
      }
      if (check.body) {
        if (body === undefined) found.push({ in: 'body', pointer: '', expected: 'a JSON body', actual: 'missing' });
        else if (!check.body(body)) found.push(...mismatchesOf(check.body.errors, body));
      }
      return found;
    },
  };
}

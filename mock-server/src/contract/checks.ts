/**
 * Checks answers against openapi.yaml: the schema for the status code (or `default`) and the media
 * type the handler actually sent. Used by the onSend hook (http/contract-plugin.ts) in development
 * and tests, and to check every generated product at start-up.
 */
import type { ErrorObject } from 'ajv';
import type { ContractValidators, ValidateFunction } from './ajv.js';
import type { Contract } from './types.js';

export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`)
    .join('; ');
}

export interface ResponseChecker {
  /** A description of how the answer breaks the contract, or null when it conforms. */
  check(operationId: string, statusCode: number, contentType: string, body: unknown): string | null;
}

export function createResponseChecker(contract: Contract, validators: ContractValidators): ResponseChecker {
  const compiled = new Map<string, ValidateFunction>();

  return {
    check(operationId, statusCode, contentType, body) {
      const responses = contract.operation(operationId).responses;
      const status = String(statusCode);
      const documented = responses.has(status) ? status : responses.has('default') ? 'default' : undefined;
      if (!documented) return `status ${status} is not documented`;

      const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      const schema = responses.get(documented)?.get(mediaType);
      if (!schema) return `media type "${mediaType}" is not documented for status ${documented}`;

      const key = `${operationId} ${documented} ${mediaType}`;
      let validate = compiled.get(key);
      if (!validate) {
        validate = validators.response.compile(schema);
        compiled.set(key, validate);
      }
      return validate(body) ? null : `status ${status} body: ${describeErrors(validate.errors)}`;
    },
  };
}

/** A function that throws when a product does not match the contract's Product schema. */
export function createProductCheck(contract: Contract, validators: ContractValidators) {
  const validate = validators.response.compile(contract.schema('Product'));
  return (product: { _id?: unknown }) => {
    const id = String(product._id);
    if (!validate(product)) {
      throw new Error(`Generated product ${id} does not match openapi.yaml: ${describeErrors(validate.errors)}`);
    }
  };
}

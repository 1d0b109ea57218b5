/**
 * Checks answers against openapi.yaml: the schema for the status code (or `default`) and the media
 * type the handler actually sent. Used by the onSend hook (http/contract-plugin.ts) in development
 * and tests, and to check every generated product at start-up.
 */
import type { ErrorObject } from 'ajv';
import type { ContractValidators, ValidateFunction } from './ajv.js';
import { mismatchesOf, type Mismatch } from './mismatches.js';
import type { Contract } from './types.js';

export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map(
      (e) =>
        `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`,
    )
    .join('; ');
}

export interface CheckOptions {
  /**
   * Accept statuses documented only through `default`. On for our own answers (fault injection
   * answers any status with the `default` body); off for an upstream, whose every status should be
   * listed.
   */
  allowDefault?: boolean;
}

export interface ResponseChecker {
  /** A description of how the answer breaks the contract, or null when it conforms. */
  check(operationId: string, statusCode: number, contentType: string, body: unknown): string | null;
  /** The same check as drift records: every mismatch, each with its pointer (none when it conforms). */
  mismatches(
    operationId: string,
    statusCode: number,
    contentType: string,
    body: unknown,
    options?: CheckOptions,
  ): Mismatch[];
}

type Outcome =
  | { ok: true }
  | { ok: false; problem: 'status' }
  | { ok: false; problem: 'media'; documented: string; mediaType: string }
  | { ok: false; problem: 'body'; errors: ErrorObject[] };

export function createResponseChecker(contract: Contract, validators: ContractValidators): ResponseChecker {
  const compiled = new Map<string, ValidateFunction>();

  const outcome = (
    operationId: string,
    statusCode: number,
    contentType: string,
    body: unknown,
    allowDefault: boolean,
  ): Outcome => {
    const responses = contract.operation(operationId).responses;
    const status = String(statusCode);
    const documented = responses.has(status)
      ? status
      : allowDefault && responses.has('default')
        ? 'default'
        : undefined;
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!documented) return { ok: false, problem: 'status' };

    const schema = responses.get(documented)?.get(mediaType);
    if (!schema) return { ok: false, problem: 'media', documented, mediaType };

    const key = `${operationId} ${documented} ${mediaType}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = validators.response.compile(schema);
      compiled.set(key, validate);
    }
    return validate(body) ? { ok: true } : { ok: false, problem: 'body', errors: [...(validate.errors ?? [])] };
  };

  return {
    check(operationId, statusCode, contentType, body) {
      const result = outcome(operationId, statusCode, contentType, body, true);
      if (result.ok) return null;
      if (result.problem === 'status') return `status ${statusCode} is not documented`;
      if (result.problem === 'media')
        return `media type "${result.mediaType}" is not documented for status ${result.documented}`;
      return `status ${statusCode} body: ${describeErrors(result.errors)}`;
    },
    mismatches(operationId, statusCode, contentType, body, options = {}) {
      const result = outcome(operationId, statusCode, contentType, body, options.allowDefault ?? true);
      if (result.ok) return [];
      const documented = [...contract.operation(operationId).responses.keys()].filter((s) => s !== 'default');
      if (result.problem === 'status')
        return [{ in: 'status', pointer: '', expected: `one of ${documented.join(', ')}`, actual: String(statusCode) }];
      if (result.problem === 'media') {
        const types = [...(contract.operation(operationId).responses.get(result.documented)?.keys() ?? [])];
        return [{ in: 'media type', pointer: '', expected: types.join(' or '), actual: result.mediaType || 'none' }];
      }
      return mismatchesOf(result.errors, body);
    },
  };
}

/** A function that throws when a product does not match the contract's Product schema. */
export function createProductCheck(contract: Contract, validators: ContractValidators) {
  const validate = validators.response.compile(contract.schema('Product'));
  return (product: { _id?: unknown }) => {
    const id = String(product._id);
    if (!validate(product)) {
      throw new Error(`Product ${id} does not match openapi.yaml: ${describeErrors(validate.errors)}`);
    }
  };
}

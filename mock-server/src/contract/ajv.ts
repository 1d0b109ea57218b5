/**
 * Ajv instances for the three jobs schemas do here. OpenAPI 3.1 schemas are JSON Schema 2020-12,
 * so we use Ajv2020 (it knows `examples`, `type: 'null'`, `oneOf`) plus ajv-formats (`email`,
 * `date-time`). Nothing is coerced or stripped in bodies: a wrong type, a missing field or an extra
 * field is a 400, never silently "fixed". Path parameters arrive as strings, so only they are coerced
 * (`/get-products/2/40` -> page 2, limit 40).
 */
import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under NodeNext its default export arrives as the module object.
const addFormats = addFormatsModule.default;

/** OpenAPI keywords that are annotations only; Ajv's strict mode must not reject them. */
const openApiAnnotations = ['example', 'xml', 'externalDocs', 'discriminator'];

function makeAjv(options: Options): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, allowUnionTypes: true, ...options });
  addFormats(ajv);
  for (const keyword of openApiAnnotations) ajv.addKeyword({ keyword });
  return ajv;
}

export interface ContractValidators {
  /** For JSON bodies: no coercion, no removal, first error only (clear 400 messages). */
  body: Ajv2020;
  /** For path parameters: string -> integer coercion only. */
  params: Ajv2020;
  /** For responses: every error reported, to say exactly how a handler drifted. */
  response: Ajv2020;
}

export function createValidators(): ContractValidators {
  return {
    body: makeAjv({ coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false }),
    params: makeAjv({ coerceTypes: true, removeAdditional: false, useDefaults: false, allErrors: false }),
    response: makeAjv({ coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: true }),
  };
}

const shared = new WeakMap<object, ContractValidators>();

/**
 * The validators for one contract, shared by every app built from it: Ajv caches compiled schemas
 * per instance, so a second app compiles nothing. Compiled validators are pure functions.
 */
export function validatorsFor(contract: object): ContractValidators {
  let validators = shared.get(contract);
  if (!validators) {
    validators = createValidators();
    shared.set(contract, validators);
  }
  return validators;
}

export type { ValidateFunction };

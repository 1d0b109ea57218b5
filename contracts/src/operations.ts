// The operations openapi.yaml documents, and which of them a pact exercises. The developer-only
// routes (tag `dev`) are not part of the storefront's contract: the hosted API has none. The mock
// server's own calls (`x-mock-only: true`, the checkout) are, but only the mock server answers them.
import type { Pact } from './compare';

export interface Operation {
  operationId: string;
  method: string;
  path: string;
}

interface SpecOperation {
  operationId?: string;
  tags?: string[];
  'x-mock-only'?: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operationsWhere(
  spec: { paths?: Record<string, unknown> },
  keep: (operation: SpecOperation) => boolean,
): Operation[] {
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Partial<Record<string, SpecOperation>>)[method];
      if (!operation?.operationId || operation.tags?.includes('dev') || !keep(operation)) return [];
      return [{ operationId: operation.operationId, method: method.toUpperCase(), path }];
    }),
  );
}

export const storefrontOperations = (spec: { paths?: Record<string, unknown> }) => operationsWhere(spec, () => true);

/** The operations only the mock server answers (`x-mock-only: true`). */
export const mockOnlyOperations = (spec: { paths?: Record<string, unknown> }) =>
  operationsWhere(spec, (operation) => operation['x-mock-only'] === true);

export function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** How many interactions of the pacts exercise each operation (0 when none does). */
export function interactionsPerOperation(
  operations: readonly Operation[],
  pacts: readonly Pact[],
): Map<string, number> {
  const requests = pacts.flatMap((pact) => pact.interactions.map((interaction) => interaction.request));
  return new Map(
    operations.map((operation) => {
      const pattern = pathPattern(operation.path);
      const count = requests.filter((r) => r.method.toUpperCase() === operation.method && pattern.test(r.path)).length;
      return [operation.operationId, count];
    }),
  );
}

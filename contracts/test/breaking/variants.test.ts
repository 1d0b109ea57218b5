/**
 * oneOf and anyOf variants are paired by `$ref` target or `title` (src/breaking/variants.ts), not by
 * position: reordering them is no change, a variant removed or added is named, and a variant changed
 * is compared with itself wherever it moved.
 */
import { describe, expect, it } from 'vitest';
import { checkBreakingChanges } from '../../src/breaking/gate.js';
import { payments } from './documents.js';

type Schemas = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const schemas = {
  Card: { type: 'object', required: ['number'], properties: { number: { type: 'string', maxLength: 19 } } },
  Upi: { type: 'object', required: ['upiId'], properties: { upiId: { type: 'string' } } },
  Cod: { type: 'object', properties: { note: { type: 'string' } } },
};
const request = 'request body application/json';
const answer = 'response 200 application/json body';

/** The findings from `before` to `after`, each variant list used for the request and the answer alike. */
function judge(before: object, after: object, { was = schemas, now = schemas }: { was?: Schemas; now?: Schemas } = {}) {
  return checkBreakingChanges(
    payments({ request: before, answer: before, schemas: was }, 'before.yaml'),
    payments({ request: after, answer: after, schemas: now }, 'after.yaml'),
  ).findings.map(({ rule, location, detail }) => ({ rule, location, detail }));
}

describe.each(['oneOf', 'anyOf'])('%s variants', (key) => {
  const of = (...variants: unknown[]) => ({ [key]: variants });

  it('reordered: no finding, in a request or an answer', () => {
    expect(judge(of(ref('Card'), ref('Upi'), ref('Cod')), of(ref('Cod'), ref('Card'), ref('Upi')))).toEqual([]);
  });

  it('one removed: the request names it, the answer only narrows', () => {
    expect(judge(of(ref('Card'), ref('Upi'), ref('Cod')), of(ref('Cod'), ref('Card')))).toEqual([
      {
        rule: 'variant-removed',
        location: `${request} (${key} Upi)`,
        detail: `${key} variant Upi (#/components/schemas/Upi) is gone`,
      },
    ]);
  });

  it('one added: the answer names it, the request only widens', () => {
    expect(judge(of(ref('Card'), ref('Upi')), of(ref('Upi'), ref('Cod'), ref('Card')))).toEqual([
      {
        rule: 'variant-added',
        location: `${answer} (${key} Cod)`,
        detail: `${key} variant Cod (#/components/schemas/Cod) is new`,
      },
    ]);
  });

  it('one changed and moved: the findings are inside that variant', () => {
    const narrower = {
      ...schemas,
      Card: { ...schemas.Card, properties: { number: { type: 'string', maxLength: 16 } } },
    };
    expect(judge(of(ref('Card'), ref('Upi')), of(ref('Upi'), ref('Card')), { now: narrower })).toEqual([
      { rule: 'bound-narrowed', location: `${request} (${key} Card)/number`, detail: 'maxLength 19 → 16' },
    ]);
  });

  it('inline variants pair by title, and a component renamed under the same title still pairs', () => {
    const cash = (maxLength: number) => ({ title: 'Cash', type: 'object', properties: { note: { maxLength } } });
    const wallet = { title: 'Wallet', type: 'object', properties: { walletId: { type: 'string' } } };
    expect(judge(of(cash(200), wallet), of(wallet, cash(100)))).toEqual([
      { rule: 'bound-narrowed', location: `${request} (${key} Cash)/note`, detail: 'maxLength 200 → 100' },
    ]);
    const card = { ...schemas.Card, title: 'Card' };
    const renamed = { was: { ...schemas, Card: card }, now: { ...schemas, PaymentCard: card } };
    expect(judge(of(ref('Card'), ref('Upi')), of(ref('Upi'), ref('PaymentCard')), renamed)).toEqual([]);
  });

  it('unnamed variants pair by identical content, then in order', () => {
    const text = (maxLength: number) => ({ type: 'string', maxLength });
    expect(judge(of(text(10), { type: 'null' }), of({ type: 'null' }, text(10)))).toEqual([]);
    expect(judge(of(text(10), { type: 'null' }), of({ type: 'null' }, text(5)))).toEqual([
      { rule: 'bound-narrowed', location: `${request} (${key} 1)`, detail: 'maxLength 10 → 5' },
    ]);
  });
});

describe('allOf members', () => {
  it('pair the same way; one added to a request constrains it, one added to an answer does not', () => {
    const allOf = (...members: unknown[]) => ({ allOf: members });
    expect(judge(allOf(ref('Card'), ref('Cod')), allOf(ref('Cod'), ref('Card')))).toEqual([]);
    expect(judge(allOf(ref('Cod')), allOf(ref('Card'), ref('Cod')))).toEqual([
      {
        rule: 'type-changed',
        location: `${request} (allOf Card)`,
        detail: 'a value that allowed anything now has a schema',
      },
    ]);
  });
});

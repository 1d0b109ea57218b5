// The net catches a client that sends what the spec does not know, and a spec that changes a type the
// client relies on: the same comparison `npm test` runs finds an error in both cases.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compareWithSpec, errorsOf, parseSpec, readPacts, readSpec, type Pact } from '../../src/compare';
import { OPENAPI_PATH, PACT_DIR } from '../../src/paths';

async function realPacts(): Promise<Pact[]> {
  const pacts = await readPacts(PACT_DIR);
  expect(pacts.length, 'run the consumer tests first').toBeGreaterThan(0);
  return pacts;
}

/** The pacts as they would be recorded if the client added `field` to the signup form it sends. */
function withExtraSignupField(pacts: Pact[], field: string): Pact[] {
  const changed = structuredClone(pacts);
  const signups = changed.flatMap((pact) => pact.interactions).filter((i) => i.request.path === '/user-api/signup');
  expect(signups.length).toBeGreaterThan(0);
  for (const interaction of signups) {
    const content = interaction.request.body?.content as { user_data: Record<string, unknown> };
    content.user_data[field] = 'friend@example.com';
  }
  return changed;
}

describe('the comparison with openapi.yaml catches drift', () => {
  it('passes on the real pacts and the real spec (the baseline)', async () => {
    const findings = await compareWithSpec(await readSpec(OPENAPI_PATH), await realPacts());
    expect(errorsOf(findings)).toEqual([]);
  });

  it('fails when the client sends a field the spec does not have', async () => {
    const pacts = withExtraSignupField(await realPacts(), 'referredBy');
    const errors = errorsOf(await compareWithSpec(await readSpec(OPENAPI_PATH), pacts));

    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.code === 'request.body.incompatible')).toBe(true);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/must NOT have additional properties/);
    console.info(
      `client sends an extra field -> ${errors.length} error(s):\n${errors.map((e) => `  ${e.code}: ${e.message} at ${e.mockDetails?.location}`).join('\n')}`,
    );
  });

  it('fails when openapi.yaml changes a response type (Price.sell_price becomes an integer)', async () => {
    // The edit a developer would make to openapi.yaml, applied to a copy.
    const original = await readFile(OPENAPI_PATH, 'utf8');
    const edited = original.replace('sell_price: { type: string,', 'sell_price: { type: integer,');
    expect(edited).not.toBe(original);

    const errors = errorsOf(await compareWithSpec(parseSpec(edited), await realPacts()));

    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.code.endsWith('.body.incompatible'))).toBe(true);
    const sellPrice = errors.filter(
      (e) => e.code === 'response.body.incompatible' && e.mockDetails?.location.endsWith('.price.sell_price'),
    );
    expect(sellPrice.length).toBeGreaterThan(0);
    console.info(
      `spec changes a response type -> ${errors.length} error(s), e.g.\n  ${sellPrice[0]?.code}: ${sellPrice[0]?.message} at ${sellPrice[0]?.mockDetails?.location}`,
    );
  });
});

/**
 * `npm run contract:breaking` end to end, in a scratch git repository holding this repository's
 * openapi.yaml on `main`: a branch that removes a response field fails naming the operation and the
 * field; the same change with the approval marker passes; a broken `$ref`, or a schema keyword the
 * gate does not compare, fails loudly (exit 2).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = join(root, 'contracts/src/breaking/cli.ts');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const spec = readFileSync(join(root, 'openapi.yaml'), 'utf8');
let repo = '';

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
const gate = (...args: string[]) =>
  spawnSync(process.execPath, [tsx, cli, ...args], { cwd: repo, encoding: 'utf8', timeout: 60_000 });

/** The working tree's openapi.yaml with the discount gone from every price. */
const withoutDiscount = spec
  .replace('required: [sell_price, org_price, discount]', 'required: [sell_price, org_price]')
  .replace(/\n\s+discount: \{ type: string, examples: \['55% off'\] \}/, '');

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'breaking-gate-'));
  git('init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'openapi.yaml'), spec);
  git('add', 'openapi.yaml');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base');
  git('checkout', '-q', '-b', 'feature');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('npm run contract:breaking', () => {
  it('fails a branch that removes a response field, naming the operation and the field', () => {
    expect(withoutDiscount).not.toBe(spec);
    writeFileSync(join(repo, 'openapi.yaml'), withoutDiscount);
    const run = gate();
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('BREAKING getProducts (GET /product-api/get-products)');
    expect(run.stdout).toContain('response 200 application/json body /prod[]/content/price/discount');
    expect(run.stdout).toContain('rule: response-field-removed');
  });

  it('passes the same change marked deliberate in info, and prints the note', () => {
    const approved = withoutDiscount.replace(
      /^info:\n/m,
      "info:\n  x-breaking-change-approved: 'Prices lose their discount line (issue 99): clients show none.'\n",
    );
    writeFileSync(join(repo, 'openapi.yaml'), approved);
    const run = gate('--base', 'main');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('note: Prices lose their discount line');
  });

  it('fails loudly on a broken $ref', () => {
    writeFileSync(
      join(repo, 'openapi.yaml'),
      spec.replace("$ref: '#/components/schemas/Price'", "$ref: '#/components/schemas/Prise'"),
    );
    const run = gate();
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/#\/components\/schemas\/Prise.*points to nothing/);
  });

  it('fails loudly on a schema keyword it does not compare, naming it and where it stands', () => {
    const required = 'required: [sell_price, org_price, discount]';
    expect(spec).toContain(required);
    writeFileSync(join(repo, 'openapi.yaml'), spec.replace(required, `${required}\n      not: { required: [free] }`));
    const run = gate();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('`not` at #/components/schemas/Price/not is a JSON Schema keyword');
  });
});

// `npm test`: every check and every test of every package, in order, with a summary at the end.
// A step that fails does not stop the others, so one run shows everything that is wrong.
// The steps table is exported: scripts/ci/workflows.test.mjs proves that the jobs of
// .github/workflows/ci.yml, each running `npm test` with TEST_STEPS, together run every step.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const steps = [
  [
    "repository stands alone (no file reads beside it), and the scripts' helpers",
    'node --test scripts/lib/*.test.mjs && node scripts/check-repo-bounds.mjs',
  ],
  ['openapi lint (redocly, recommended rules)', 'npm run --silent lint:openapi'],
  ['generated API types are fresh', 'npm run --silent gen:api -- --check'],
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
  ['formatting (prettier)', 'npm run --silent format:check'],
  ['mock-server tests', 'npm run --silent test -w mock-server'],
  ['web tests', 'npm run --silent test -w web'],
  ['bundle budgets (gzipped entry chunk and initial JS for /)', 'npm run --silent size -w web'],
  ['contract tests', 'npm run --silent test -w contracts'],
  ['browser tests (Chromium)', 'npm run --silent test:e2e'],
  ['docker-compose.yml validates', 'node scripts/check-compose.mjs'],
  ['GitHub workflows and CI scripts', 'node --test "scripts/ci/*.test.mjs"'],
];

/** TEST_STEPS=a,b runs the steps whose name contains a or b (any case); unset or empty, every step. */
export function selectedBy(testSteps) {
  const only = testSteps
    ?.split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return ([name]) => !only?.length || only.some((o) => name.toLowerCase().includes(o));
}

function runAll() {
  const results = [];
  for (const [name, command] of steps.filter(selectedBy(process.env.TEST_STEPS))) {
    console.log(`\n=== ${name}: ${command}`);
    const started = Date.now();
    const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
    results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  }

  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) runAll();

// `npm test`: every check and every test of every package, in order, with a summary at the end.
// A step that fails does not stop the others, so one run shows everything that is wrong.
// The steps table is exported: scripts/ci/workflows.test.mjs proves that the jobs of
// .github/workflows/ci.yml, each running `npm test` with TEST_STEPS, together run every step.
//
// The static checks come first and run side by side, as many at once as the machine has cores:
// each is one single-threaded process (tsc, ESLint, Prettier, Redocly), so on two cores the type
// check, formatting and contract checks fit beside the lint instead of after it. Their output is
// held and printed whole, in table order, as each finishes. The tests run one after another: Vitest
// and the browser tests use every core themselves.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** [name, command, side by side?]: the longest of the side-by-side checks first, so it starts at once. */
export const steps = [
  ['lint', 'npm run --silent lint', true],
  ['typecheck', 'npm run --silent typecheck', true],
  [
    "repository stands alone (no file reads beside it), and the scripts' helpers",
    'node --test scripts/lib/*.test.mjs && node scripts/check-repo-bounds.mjs',
    true,
  ],
  ['openapi lint (redocly, recommended rules)', 'npm run --silent lint:openapi', true],
  ['generated API types are fresh', 'npm run --silent gen:api -- --check', true],
  ['formatting (prettier)', 'npm run --silent format:check', true],
  ['server-kit tests', 'npm run --silent test -w server-kit'],
  ['mock-server tests', 'npm run --silent test -w mock-server'],
  ['shop-server tests', 'npm run --silent test -w shop-server'],
  ['web tests', 'npm run --silent test -w web'],
  ['bundle budgets (size-limit: brotli, per route, CSS too)', 'npm run --silent size -w web'],
  ['contract tests', 'npm run --silent test -w contracts'],
  ['browser tests (Chromium)', 'npm run --silent test:e2e'],
  // Issue 49's fault soak, three minutes of the ten-minute plan (every fault, each shorter).
  ['fault soak (bench:soak, 3 minutes)', 'SOAK_MINUTES=3 node bench/soak.mjs'],
  ['docker-compose.yml validates', 'node scripts/check-compose.mjs'],
  ['prometheus rules and config (promtool)', 'node scripts/check-prometheus.mjs'],
  ['nginx template with and without TLS (nginx -t, HSTS, request ids)', 'node scripts/check-nginx.mjs'],
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

const header = (name, command) => `\n=== ${name}: ${command}`;
const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1);

function runInTerminal([name, command]) {
  console.log(header(name, command));
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  return { name, ok: status === 0, seconds: secondsSince(started) };
}

/** Runs the step with its output held: resolves with the result and everything it printed. */
function runHeld([name, command]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) =>
      resolve({ result: { name, ok: status === 0, seconds: secondsSince(started) }, output: Buffer.concat(output) }),
    );
  });
}

/** A function that runs tasks at most `slots` at once, in the order they are given. */
function limitedTo(slots) {
  let active = 0;
  const waiting = [];
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return (task) =>
    new Promise((resolve) => {
      const go = () => {
        active += 1;
        resolve(task().finally(release));
      };
      if (active < slots) go();
      else waiting.push(go);
    });
}

/** The side-by-side steps, at most `slots` at once; printed in table order as they finish. */
async function runSideBySide(batch, slots) {
  const limited = limitedTo(slots);
  const runs = batch.map((step) => limited(() => runHeld(step)));
  const results = [];
  for (const [index, [name, command]] of batch.entries()) {
    const { result, output } = await runs[index];
    console.log(header(name, command));
    process.stdout.write(output);
    results.push(result);
  }
  return results;
}

async function runAll() {
  const selected = steps.filter(selectedBy(process.env.TEST_STEPS));
  const sideBySide = selected.filter(([, , together]) => together);
  const results = await runSideBySide(sideBySide, Math.max(1, availableParallelism()));
  for (const step of selected.filter(([, , together]) => !together)) results.push(runInTerminal(step));

  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAll();

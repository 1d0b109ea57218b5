// `npm test` step "GitHub workflows and CI scripts": the files in .github/ are valid and ci.yml runs
// every step of `npm test` (scripts/test-all.mjs), so what is green in `.ci/run` is green on GitHub.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { steps } from '../test-all.mjs';
import { coverage, workflowErrors } from './workflows.mjs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const yamlFiles = (dir) =>
  readdirSync(new URL(dir, root))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${dir}${name}`);
const workflows = yamlFiles('.github/workflows/');
const ci = parse(read('.github/workflows/ci.yml'));

describe('every workflow is valid against the GitHub workflow JSON schema', () => {
  it('finds the workflows', () => assert.ok(workflows.length >= 3, workflows.join(', ')));
  for (const path of workflows) {
    it(path, () => assert.deepEqual(workflowErrors(read(path)), []));
  }
});

// The proof that the check above can fail: each fixture is broken in one way its first line names.
describe('a broken workflow is rejected', () => {
  for (const path of yamlFiles('scripts/ci/fixtures/')) {
    const source = read(path);
    const expected = source.match(/^# expect: (.+)$/m)?.[1];
    it(path, () => {
      assert.ok(expected, 'the fixture names the error it expects on its first line');
      const errors = workflowErrors(source);
      assert.ok(
        errors.some((error) => error.includes(expected)),
        `expected "${expected}" among:\n${errors.join('\n')}`,
      );
    });
  }
});

describe('ci.yml runs every step of npm test', () => {
  it('each step of scripts/test-all.mjs is in at least one job, and every TEST_STEPS name selects a step', () => {
    const { uncovered, unmatched } = coverage(ci);
    assert.deepEqual(uncovered, [], 'add these steps to a job of .github/workflows/ci.yml (its TEST_STEPS)');
    assert.deepEqual(unmatched, [], 'these TEST_STEPS names match no step of scripts/test-all.mjs');
  });

  it('notices a step that no job runs', () => {
    const { browser: _dropped, ...jobs } = ci.jobs;
    assert.deepEqual(
      coverage({ ...ci, jobs }).uncovered,
      // The browser job runs the browser tests and the fault soak.
      steps.map(([name]) => name).filter((name) => /^(browser|fault soak)/.test(name)),
    );
  });

  it('notices a TEST_STEPS name that selects nothing', () => {
    const unit = { ...ci.jobs.unit, env: { ...ci.jobs.unit.env, TEST_STEPS: 'mock-server tests,web testz' } };
    assert.deepEqual(coverage({ ...ci, jobs: { ...ci.jobs, unit } }).unmatched, ['unit: web testz']);
  });

  it('the summary job needs every other job, so requiring it requires them all', () => {
    const { 'ci-passed': summary, ...others } = ci.jobs;
    assert.equal(summary.if, '${{ always() }}', 'it must run, and fail, when a job it needs failed');
    assert.deepEqual([...summary.needs].sort(), Object.keys(others).sort());
  });
});

describe('workflow hygiene', () => {
  const parsed = workflows.map((path) => [path, parse(read(path))]);
  it('every workflow sets its permissions (least privilege, not the repository default)', () => {
    for (const [path, workflow] of parsed) assert.ok(workflow.permissions, `${path} has no top-level permissions:`);
  });
  it('every action is pinned to at least a major version', () => {
    const uses = parsed
      .flatMap(([, w]) => Object.values(w.jobs).flatMap((job) => (job.steps ?? []).map((step) => step.uses)))
      .filter(Boolean);
    for (const ref of uses)
      assert.match(ref, /^(\.\/.+|[\w.-]+\/[\w.-]+(\/[\w./-]+)?@(v\d+(\.\d+)*|[0-9a-f]{40}))$/, ref);
  });
});

describe('dependabot.yml', () => {
  const config = parse(read('.github/dependabot.yml'));
  const declared = ['package.json', 'web/package.json', 'mock-server/package.json', 'contracts/package.json'].flatMap(
    (path) => {
      const pkg = JSON.parse(read(path));
      return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    },
  );
  const npm = config.updates.find((update) => update['package-ecosystem'] === 'npm');
  const matches = (pattern, name) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('.*')}$`,
    ).test(name);

  it('is version 2 with an npm and a github-actions entry, each with a weekly schedule', () => {
    assert.equal(config.version, 2);
    assert.deepEqual(config.updates.map((u) => u['package-ecosystem']).sort(), ['github-actions', 'npm']);
    for (const update of config.updates) assert.equal(update.schedule?.interval, 'weekly');
  });
  it('every group pattern names a dependency of one of the packages', () => {
    for (const [group, { patterns }] of Object.entries(npm.groups)) {
      assert.ok(patterns?.length, `group ${group} has no patterns`);
      for (const pattern of patterns)
        assert.ok(
          declared.some((name) => matches(pattern, name)),
          `${group}: ${pattern} matches no dependency`,
        );
    }
  });
  it('React, Vite, Fastify, Pact and Playwright each have a group', () => {
    for (const family of ['react', 'vite', 'fastify', '@pact-foundation/pact', '@playwright/test']) {
      assert.ok(
        Object.values(npm.groups).some(({ patterns }) => patterns.some((p) => matches(p, family))),
        family,
      );
    }
  });
  it('keeps Node on 24: no major update of node or @types/node', () => {
    for (const name of ['node', '@types/node']) {
      const rule = npm.ignore.find((r) => r['dependency-name'] === name);
      assert.deepEqual(rule?.['update-types'], ['version-update:semver-major'], name);
    }
    assert.equal(read('.nvmrc').trim(), '24');
  });
});

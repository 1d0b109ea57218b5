// What scripts/ci/workflows.test.mjs checks about .github/: the workflows against the published
// GitHub workflow JSON schema, and which steps of `npm test` the jobs of ci.yml run between them.
// The schema is SchemaStore's github-workflow.json (Apache-2.0) as bundled, with its validator, in the
// npm package @action-validator/core (GPL-3.0, a development tool only: nothing of it ships), so the
// check needs no network; a newer schema comes with a newer release of that package.
import { validateWorkflow } from '@action-validator/core';
import { selectedBy, steps } from '../test-all.mjs';

/** The schema's findings, one line each; a oneOf is reported through every branch it tried. */
function flatten(errors) {
  return errors.flatMap((error) =>
    error.states?.length
      ? flatten(error.states.flatMap((state) => state.errors))
      : [`${error.path || '/'}: ${error.detail ?? error.title}`],
  );
}

/** Empty when the YAML is a valid workflow. */
export function workflowErrors(source) {
  // The validator warns on stderr that it cannot check path globs (our workflows use none).
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    return [...new Set(flatten(validateWorkflow(source).errors))];
  } finally {
    console.warn = warn;
  }
}

/** The jobs that run .ci/run, with the TEST_STEPS each sets (undefined: the whole of `npm test`). */
export function testJobs(workflow) {
  return Object.entries(workflow.jobs ?? {}).flatMap(([id, job]) =>
    (job.steps ?? [])
      .filter((step) => step.run?.includes('.ci/run'))
      .map((step) => ({ id, testSteps: step.env?.TEST_STEPS ?? job.env?.TEST_STEPS ?? workflow.env?.TEST_STEPS })),
  );
}

/**
 * The steps of scripts/test-all.mjs that no job runs, and the TEST_STEPS names that select no step
 * (a typo there would quietly run nothing).
 */
export function coverage(workflow) {
  const jobs = testJobs(workflow);
  const uncovered = steps.filter((step) => !jobs.some((job) => selectedBy(job.testSteps)(step))).map(([name]) => name);
  const unmatched = jobs.flatMap(({ id, testSteps }) =>
    (testSteps ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !steps.some(selectedBy(name)))
      .map((name) => `${id}: ${name}`),
  );
  return { jobs: jobs.map((job) => job.id), uncovered, unmatched };
}

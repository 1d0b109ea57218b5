/**
 * `npm run contract:breaking -- [--base <git ref>] [--spec <path>]`: compares the working tree's
 * openapi.yaml with the one at the base (by default the merge base with main, or origin/main when
 * only that exists) and exits 1 on an unapproved breaking change, 2 when either side cannot be read.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkBreakingChanges, describeVerdict } from './gate.js';

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });

function defaultBase(): string {
  for (const main of ['main', 'origin/main']) {
    try {
      return git('merge-base', 'HEAD', main).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error('no --base given and no merge base with main or origin/main: pass --base <git ref>');
}

function main(): number {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, spec: { type: 'string', default: 'openapi.yaml' } },
  });
  const spec = values.spec;
  try {
    const base = values.base ?? defaultBase();
    const root = git('rev-parse', '--show-toplevel').trim();
    const relative = git('ls-files', '--full-name', '--error-unmatch', spec).trim() || spec;
    let baseText: string;
    try {
      baseText = git('show', `${base}:${relative}`);
    } catch (error) {
      throw new Error(
        `cannot read ${relative} at ${base}: ${String((error as { stderr?: string }).stderr ?? error).trim()}`,
        { cause: error },
      );
    }
    const verdict = checkBreakingChanges(
      { text: baseText, source: `${relative} at ${base}` },
      { text: readFileSync(`${root}/${relative}`, 'utf8'), source: `${relative} (working tree)` },
    );
    console.log(describeVerdict(verdict, base));
    return verdict.passes ? 0 : 1;
  } catch (error) {
    console.error(`contract:breaking: ${(error as Error).message}`);
    return 2;
  }
}

process.exitCode = main();

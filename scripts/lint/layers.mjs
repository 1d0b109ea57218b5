// The direction of dependencies (README, "Layout"), checked by dependency-cruiser: in web/src, shared
// code (lib, hooks, components) imports no feature and nothing of the app; features import nothing of
// the app; nothing imports the entry module. In every package, no module imports itself back through
// others (a cycle). `npm run lint` runs scripts/lint/check-layers.mjs on the repository;
// scripts/lint/layers.test.mjs proves the rules on the fixture tree in ./fixtures.
// dependency-cruiser, not an ESLint import plugin: those resolve through a native binary whose
// builds for other platforms the npm mirror here lacks, which leaves `npm ci` with a broken lockfile.
import { cruise } from 'dependency-cruiser';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** dependency-cruiser rules for a source folder `src` (lib/, hooks/, components/, features/, app/, main.tsx). */
export function layerRules(src) {
  const at = (folder) => `^${escape(`${src}/${folder}`)}`;
  const shared = `${at('lib')}/|${at('hooks')}/|${at('components')}/`;
  return [
    {
      name: 'shared-imports-no-feature-or-app',
      comment:
        'Shared code (lib, hooks, components) must not import features or the app: dependencies point shared → features → app.',
      severity: 'error',
      from: { path: shared, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${at('features')}/|${at('app')}/|${at('main.tsx')}$` },
    },
    {
      name: 'feature-imports-no-app',
      comment:
        'A feature must not import the app layer: dependencies point shared → features → app. Move what it needs down (e.g. lib/paths, hooks/storeHooks).',
      severity: 'error',
      from: { path: `${at('features')}/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${at('app')}/|${at('main.tsx')}$` },
    },
  ];
}

/** A cycle through modules that exist at run time (a type-only import erases at build and cannot loop). */
export const noCycle = {
  name: 'no-cycle',
  comment: 'A module must not import itself back through others: break the cycle by moving what both need down.',
  severity: 'error',
  from: {},
  to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
};

/**
 * Cruises `roots` (folders, relative to the working directory) with the given rules and returns one
 * line per violation: `rule: from → to`, or the whole loop for a cycle.
 */
export async function violations(roots, rules) {
  const { output } = await cruise(
    roots,
    {
      ruleSet: { forbidden: rules },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)(node_modules|dist|generated)/' },
      validate: true,
    },
    // TypeScript sources: extensionless specifiers, and `.js` specifiers that name a `.ts` file (NodeNext).
    {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
  );
  return output.summary.violations.map(({ rule, from, to, cycle }) =>
    cycle ? `${rule.name}: ${[from, ...cycle.map((step) => step.name)].join(' → ')}` : `${rule.name}: ${from} → ${to}`,
  );
}

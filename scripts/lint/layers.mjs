// The direction of dependencies (README, "Layout"), checked by dependency-cruiser: in web/src, each
// layer (lib/hooks → entities → components → features → app → main.tsx) imports only layers below it,
// and no feature imports another. In every package, no module imports itself back through
// others (a cycle). `npm run lint` runs scripts/lint/check-layers.mjs on the repository;
// scripts/lint/layers.test.mjs proves the rules on the fixture tree in ./fixtures.
// dependency-cruiser, not an ESLint import plugin: those resolve through a native binary whose
// builds for other platforms the npm mirror here lacks, which leaves `npm ci` with a broken lockfile.
import { cruise } from 'dependency-cruiser';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * dependency-cruiser rules for a source folder `src`. Its layers, lowest first: lib/ and hooks/
 * (clients, i18n, storage, utilities, the typed store hooks), entities/ (one domain each: state, API
 * slice, hooks, storage; no UI), components/ (shared UI), features/ (one screen area each), app/
 * (routes, store, layout) and main.tsx. A layer imports only layers below it, and a feature imports
 * no other feature: what two features share moves down to entities/, components/ or lib/.
 */
export function layerRules(src) {
  const at = (folder) => `^${escape(`${src}/${folder}`)}`;
  const above = (...folders) => folders.map((folder) => (folder === 'main.tsx' ? `${at(folder)}$` : `${at(folder)}/`));
  const notTests = '\\.test\\.tsx?$';
  const rule = (name, comment, from, to) => ({
    name,
    comment,
    severity: 'error',
    from: { path: from, pathNot: notTests },
    to: typeof to === 'string' ? { path: to } : to,
  });
  return [
    rule(
      'lib-imports-nothing-above',
      'lib/ and hooks/ are the bottom layer: they import no entity, component, feature or the app. Move what they need down, or the code up.',
      `${at('lib')}/|${at('hooks')}/`,
      above('entities', 'components', 'features', 'app', 'main.tsx').join('|'),
    ),
    rule(
      'entity-imports-only-lib-hooks-entities',
      'An entity (web/src/entities/<domain>) holds state, API slices, hooks and storage, no UI: it imports only lib/, hooks/ and other entities.',
      `${at('entities')}/`,
      above('components', 'features', 'app', 'main.tsx').join('|'),
    ),
    rule(
      'component-imports-no-feature-or-app',
      'Shared components must not import features or the app: dependencies point lib → entities → components → features → app.',
      `${at('components')}/`,
      above('features', 'app', 'main.tsx').join('|'),
    ),
    rule(
      'feature-imports-no-app',
      'A feature must not import the app layer. Move what it needs down (e.g. lib/paths, hooks/storeHooks).',
      `${at('features')}/`,
      above('app', 'main.tsx').join('|'),
    ),
    rule(
      'feature-imports-no-other-feature',
      'A feature must not import another feature: move what both need down to entities/, components/ or lib/.',
      `${at('features')}/([^/]+)/`,
      { path: `${at('features')}/`, pathNot: `${at('features')}/$1/` },
    ),
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

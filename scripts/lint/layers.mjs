// The direction of dependencies (README, "Layout"), checked by dependency-cruiser: in web/src, each
// layer (lib/hooks → entities → components → features → app → server → main.tsx | entry-server.tsx)
// imports only layers below it, and no feature imports another; in mock-server/src, each layer
// (contract → store → http → proxy | journal | recording → routes → app.ts → config.ts | server.ts)
// imports only its own layer or lower ones, and the three middle peers import none of each other; a
// package imports another only by its name (through that package's `exports`), never by a relative
// path into its folder. In every package, no module imports itself back through others (a cycle).
// `npm run lint` runs scripts/lint/check-layers.mjs on the repository; scripts/lint/layers.test.mjs
// proves the rules on the fixture trees in ./fixtures.
// dependency-cruiser, not an ESLint import plugin: those resolve through a native binary whose
// builds for other platforms the npm mirror here lacks, which leaves `npm ci` with a broken lockfile.
import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import { cruise } from 'dependency-cruiser';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Tests (`*.test.ts(x)`) may build whatever they test, so no layer rule looks at their imports. */
const notTests = '\\.test\\.tsx?$';

/** A forbidden-import rule; `from` and `to` are path patterns or dependency-cruiser conditions. */
function forbid(name, comment, from, to) {
  const condition = (side) => (typeof side === 'string' ? { path: side } : side);
  const origin = condition(from);
  return {
    name,
    comment,
    severity: 'error',
    from: { ...origin, pathNot: [notTests, origin.pathNot].filter(Boolean).join('|') },
    to: condition(to),
  };
}

/**
 * Path patterns for the parts of a source folder `src`: `folder/` for a folder (everything in it),
 * a file name (one with an extension) for that file alone.
 */
function layout(src) {
  const at = (part) => `^${escape(`${src}/${part}`)}`;
  const parts = (...names) => names.map((name) => (/\.[a-z]+$/.test(name) ? `${at(name)}$` : at(name))).join('|');
  return { at, parts };
}

/**
 * dependency-cruiser rules for a source folder `src`. Its layers, lowest first: lib/ and hooks/
 * (clients, i18n, storage, utilities, the typed store hooks), entities/ (one domain each: state, API
 * slice, hooks, storage; no UI), components/ (shared UI), features/ (one screen area each), app/
 * (routes, store, layout), server/ (the server renderer both servers mount: it renders the app), and
 * on top the two entry modules, main.tsx (the browser's) and entry-server.tsx (the servers'). A layer
 * imports only layers below it, and a feature imports no other feature: what two features share
 * moves down to entities/, components/ or lib/.
 */
export function layerRules(src) {
  const { parts } = layout(src);
  const top = ['server/', 'main.tsx', 'entry-server.tsx'];
  return [
    forbid(
      'lib-imports-nothing-above',
      'lib/ and hooks/ are the bottom layer: they import no entity, component, feature, the app, the server renderer or an entry module. Move what they need down, or the code up.',
      parts('lib/', 'hooks/'),
      parts('entities/', 'components/', 'features/', 'app/', ...top),
    ),
    forbid(
      'entity-imports-only-lib-hooks-entities',
      'An entity (web/src/entities/<domain>) holds state, API slices, hooks and storage, no UI: it imports only lib/, hooks/ and other entities.',
      parts('entities/'),
      parts('components/', 'features/', 'app/', ...top),
    ),
    forbid(
      'component-imports-no-feature-or-app',
      'Shared components must not import features, the app or the server renderer: dependencies point lib → entities → components → features → app → server.',
      parts('components/'),
      parts('features/', 'app/', ...top),
    ),
    forbid(
      'feature-imports-no-app',
      'A feature must not import the app layer, the server renderer or an entry module. Move what it needs down (e.g. lib/paths, hooks/storeHooks).',
      parts('features/'),
      parts('app/', ...top),
    ),
    forbid(
      'feature-imports-no-other-feature',
      'A feature must not import another feature: move what both need down to entities/, components/ or lib/.',
      `${parts('features/')}([^/]+)/`,
      { path: parts('features/'), pathNot: `${parts('features/')}$1/` },
    ),
    forbid(
      'app-imports-no-server',
      'The app (routes, store, layout) is what server/ renders, so it imports neither server/ nor an entry module (main.tsx, entry-server.tsx): what both the browser and the server need moves down to app/ or lower.',
      parts('app/'),
      parts(...top),
    ),
    forbid(
      'server-imports-no-entry',
      'server/ sits above app/ and may import it and anything below, but not the entry modules on top of it (main.tsx, entry-server.tsx), which import server/.',
      parts('server/'),
      parts('main.tsx', 'entry-server.tsx'),
    ),
  ];
}

/**
 * dependency-cruiser rules for the mock server's source folder `src` (mock-server/src). Its layers,
 * lowest first:
 * - contract/ (openapi.yaml loaded, its types and checks), with the root-level helper modules: every
 *   module at the top of `src` but app.ts, config.ts and server.ts (today messages.ts, the error
 *   texts; paths.ts, where the files lie; start-line.ts, the line printed at start). They sit at the
 *   bottom because they import no module of `src` at all (only Node's), so every layer may use them;
 *   a helper that needs a higher layer belongs in that layer's folder instead;
 * - store/ (the data every request reads and writes);
 * - http/ (Fastify plumbing: errors, auth, sessions, rate limits, the guards of /dev);
 * - proxy/, journal/ and recording/, three peers: forwarding to the hosted API, the request journal,
 *   recording and replay. None imports another: what two of them share moves down to http/ or lower,
 *   and app.ts wires them together;
 * - routes/ (one folder per API area, and /dev); a route may use another route's module;
 * - app.ts (builds the Fastify app from all of the above);
 * - config.ts and server.ts on top (the environment read, and the process start).
 * A module imports only from its own layer or lower ones.
 */
export function mockServerLayerRules(src) {
  const { at, parts } = layout(src);
  const peers = ['proxy', 'journal', 'recording'];
  const entries = parts('app.ts', 'config.ts', 'server.ts');
  return [
    forbid(
      'mock-contract-imports-nothing-above',
      'contract/ and the root-level helpers (messages.ts, paths.ts, start-line.ts: every file at the top of mock-server/src but app.ts, config.ts and server.ts) are the bottom layer: they import no store, http, proxy, journal, recording, route or entry module.',
      { path: `${parts('contract/')}|${at('')}[^/]+$`, pathNot: entries },
      parts('store/', 'http/', ...peers.map((peer) => `${peer}/`), 'routes/', 'app.ts', 'config.ts', 'server.ts'),
    ),
    forbid(
      'mock-store-imports-nothing-above',
      'store/ imports only contract/, the root-level helpers and itself: the data knows nothing of HTTP, the proxy, the journal, recording, routes or the app.',
      parts('store/'),
      parts('http/', ...peers.map((peer) => `${peer}/`), 'routes/', 'app.ts', 'config.ts', 'server.ts'),
    ),
    forbid(
      'mock-http-imports-nothing-above',
      'http/ imports only store/, contract/ and the root-level helpers: not proxy/, journal/, recording/, routes/ (the guards of /dev live in http/) or the app. Move what it needs down, or the code up.',
      parts('http/'),
      parts(...peers.map((peer) => `${peer}/`), 'routes/', 'app.ts', 'config.ts', 'server.ts'),
    ),
    forbid(
      'mock-peer-imports-nothing-above',
      'proxy/, journal/ and recording/ import only http/ and below: no route and no entry module (app.ts, config.ts, server.ts).',
      parts(...peers.map((peer) => `${peer}/`)),
      parts('routes/', 'app.ts', 'config.ts', 'server.ts'),
    ),
    forbid(
      'mock-peer-imports-no-other-peer',
      'proxy/, journal/ and recording/ are peers: none imports another, in either direction. Move what two of them share down to http/ (or lower), and let app.ts wire them together.',
      `${at('')}(${peers.join('|')})/`,
      { path: parts(...peers.map((peer) => `${peer}/`)), pathNot: `${at('')}$1/` },
    ),
    forbid(
      'mock-routes-import-nothing-above',
      'routes/ import the layers below them (and each other), never app.ts, config.ts or server.ts: the app registers the routes, and passes them what they need.',
      parts('routes/'),
      parts('app.ts', 'config.ts', 'server.ts'),
    ),
    forbid(
      'mock-app-imports-nothing-above',
      'app.ts builds the app from its options: it imports neither config.ts (the environment) nor server.ts (the process), which sit on top and call it.',
      parts('app.ts'),
      parts('config.ts', 'server.ts'),
    ),
  ];
}

/** The package folder (the nearest one with a package.json, relative to the working directory) of `root`. */
function packageFolder(root) {
  for (let folder = posix.normalize(root); folder !== '.' && folder !== '/'; folder = posix.dirname(folder)) {
    if (existsSync(`${folder}/package.json`)) return folder;
  }
  throw new Error(`${root} lies in no package: no package.json between it and the working directory`);
}

/**
 * One rule over the source folders `roots` (e.g. web/src, shop-server/src): a file in one package's
 * folder (the nearest folder with a package.json) imports a file in another package's folder only by
 * that package's name (`server-kit/upstream`), which resolves through its package.json `exports`,
 * never by a relative path into it (`../../server-kit/src/upstream.js`). A relative path skips the
 * entry points a package chooses to publish, and ties the importer to the other's folder layout.
 * Type-only imports count: they too reach past the entry points.
 */
export function packageEntryRule(roots) {
  const folders = [...new Set(roots.map(packageFolder))];
  const anyPackage = `^(${folders.map(escape).join('|')})/`;
  return {
    name: 'package-imports-others-by-name',
    comment:
      "A package imports another only by its name (e.g. 'server-kit/upstream'), through that package's package.json `exports`, never by a relative path into its folder (e.g. '../../server-kit/src/upstream.js'): export what is needed and import it by name.",
    severity: 'error',
    from: { path: anyPackage },
    // A relative specifier is a `local` dependency; a package name that resolves into a workspace's
    // folder may be `local` too, but then also `aliased` (a workspace symlinked in node_modules).
    to: { path: anyPackage, pathNot: '^$1/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
  };
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
 * line per violation: `rule: from → to`, or the whole loop for a cycle. `resolve` adds
 * enhanced-resolve options (e.g. `modules`, where bare package names are looked up).
 */
export async function violations(roots, rules, resolve = {}) {
  const { output } = await cruise(
    roots,
    {
      ruleSet: { forbidden: rules },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)(node_modules|dist|generated)/' },
      validate: true,
    },
    // TypeScript sources: extensionless specifiers, and `.js` specifiers that name a `.ts` file or a
    // declaration file (`.d.ts`, NodeNext); package names through the package's `exports`, as Node
    // and TypeScript resolve them.
    {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.d.ts', '.js'] },
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'node', 'default'],
      ...resolve,
    },
  );
  return output.summary.violations.map(({ rule, from, to, cycle }) =>
    cycle ? `${rule.name}: ${[from, ...cycle.map((step) => step.name)].join(' → ')}` : `${rule.name}: ${from} → ${to}`,
  );
}

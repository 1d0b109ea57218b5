// `npm run lint` step (scripts/lint/layers.mjs): web/src's and mock-server/src's layers point one way,
// packages import each other only by name (through their `exports`), and no package's sources hold an
// import cycle. Prints each violation and exits 1 when there is any.
import { fileURLToPath } from 'node:url';
import { layerRules, mockServerLayerRules, noCycle, packageEntryRule, violations } from './layers.mjs';

process.chdir(fileURLToPath(new URL('../..', import.meta.url)));

const roots = ['web/src', 'mock-server/src', 'shop-server/src', 'server-kit/src', 'contracts/src'];
const found = await violations(roots, [
  ...layerRules('web/src'),
  ...mockServerLayerRules('mock-server/src'),
  packageEntryRule(roots),
  noCycle,
]);
for (const line of found) console.error(line);
if (found.length > 0) {
  console.error(`${found.length} layering problem(s): see README, "Layout".`);
  process.exit(1);
}
console.log(
  [
    'layers: web/src points lib/hooks → entities → components → features → app → server → main.tsx | entry-server.tsx, no feature imports another;',
    'mock-server/src points contract → store → http → proxy | journal | recording (no peer imports another) → routes → app.ts → config.ts | server.ts;',
    'web, mock-server, shop-server, server-kit and contracts import each other only by package name, and hold no import cycle',
  ].join(' '),
);

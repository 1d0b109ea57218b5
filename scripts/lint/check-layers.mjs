// `npm run lint` step: web/src's layers point one way, and no package's sources hold an import cycle
// (scripts/lint/layers.mjs). Prints each violation and exits 1 when there is any.
import { fileURLToPath } from 'node:url';
import { layerRules, noCycle, violations } from './layers.mjs';

process.chdir(fileURLToPath(new URL('../..', import.meta.url)));

const found = await violations(
  ['web/src', 'mock-server/src', 'shop-server/src', 'server-kit/src', 'contracts/src'],
  [...layerRules('web/src'), noCycle],
);
for (const line of found) console.error(line);
if (found.length > 0) {
  console.error(`${found.length} layering problem(s): see README, "Layout".`);
  process.exit(1);
}
console.log(
  'layers: web/src points lib/hooks → entities → components → features → app, no feature imports another; no import cycles in web, mock-server, shop-server, server-kit or contracts',
);

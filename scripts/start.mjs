// `npm start`: the shop on http://localhost:8080 as shoppers get it, offline: the shop server
// (shop-server/) in front of the mock server (mock-server/, the API), one launcher for both
// (scripts/lib/launch.mjs; ports and variables: scripts/lib/pair.mjs). Builds first what is missing
// or older than its sources (scripts/lib/builds.mjs), unless given --no-build: the Docker image runs
// it so, with the builds it holds.
import { buildWhatIsNeeded } from './lib/builds.mjs';
import { runAsOne } from './lib/launch.mjs';
import { pairServices, pairSummary } from './lib/pair.mjs';

let services;
try {
  services = pairServices(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (process.env.API_BASE_URL)
  console.error(
    'API_BASE_URL is set, but npm start runs its own API (the mock server): for the shop in front of another API, npm run start:shop',
  );
if (!process.argv.includes('--no-build')) buildWhatIsNeeded(['web', 'mock-server', 'shop-server']);
await runAsOne(services, { onReady: () => console.log(pairSummary(process.env)) });

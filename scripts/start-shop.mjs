// `npm run start:shop`: the shop server (shop-server/) alone, for shoppers, in front of API_BASE_URL.
// Builds first what is missing or older than its sources (the shop, its server renderer, the server:
// scripts/lib/builds.mjs), then runs the server: its configuration is shop-server/src/config.ts's
// (API_BASE_URL, PORT, HOST...). The shop in front of our own mock server is `npm start`.
import { spawnSync } from 'node:child_process';
import { buildWhatIsNeeded } from './lib/builds.mjs';
import { root } from './lib/pair.mjs';

buildWhatIsNeeded(['web', 'shop-server']);
const { status } = spawnSync('npm run --silent start -w shop-server', { cwd: root, shell: true, stdio: 'inherit' });
process.exit(status ?? 1);

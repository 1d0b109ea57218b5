// `npm run dev`: the pair of `npm start` (scripts/lib/pair.mjs, the same ports and variables) from the
// sources being edited: the shop server in development on :8080 (PORT; shop-server/src/dev-server.ts),
// Vite with hot reload inside it and every page rendered on the server from the sources, so a
// hydration mismatch shows at once, in front of the mock server (the API on :8082, API_PORT),
// reloading on change; its developer tools on :8081 (DEV_PORT). Ctrl+C stops both.
import { runAsOne } from './lib/launch.mjs';
import { pairServices, pairSummary } from './lib/pair.mjs';

let services;
try {
  services = pairServices(process.env, { development: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await runAsOne(services, { onReady: () => console.log(pairSummary(process.env, { development: true })) });

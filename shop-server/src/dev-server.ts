/**
 * The shop server in development (`npm run dev`): the shop from web/'s sources through Vite
 * (dev-shop.ts), its pages rendered on the server, in front of the mock server (API_BASE_URL,
 * default http://127.0.0.1:8080). PORT (default 5173) and HOST as the shop server's.
 */
import { fileURLToPath } from 'node:url';
import { configOrExit, serve } from 'server-kit/serve';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { devShop } from './dev-shop.js';

const env = { API_BASE_URL: 'http://127.0.0.1:8080', PORT: '5173', ...process.env };
// The browser's API calls go through Vite's proxy (web/vite.config.ts): to the same API.
process.env.MOCK_SERVER_URL ??= env.API_BASE_URL;
const config = configOrExit(() => readConfig(env));
const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
// Vite's plugins (Lingui's) look for their configuration where the process runs: as `vite` would, in web/.
process.chdir(webRoot);
const shop = await devShop(webRoot, config.app.publicUrl);
const app = await buildApp({ ...config.app, shop, logger: { level: config.logLevel } });
const address = await serve(app, { name: 'the shop server (development)', port: config.port, host: config.host });
app.log.info(`shop (development, rendered on the server, hot reload) at ${address}/`);

/**
 * Starts the shop server: reads and checks the configuration (config.ts), builds the app, listens,
 * and closes gracefully on SIGTERM / SIGINT (server-kit/serve: in-flight requests finish, then exit).
 */
import { configOrExit, fail, serve } from 'server-kit/serve';
import { buildApp } from './app.js';
import { readConfig } from './config.js';

const config = configOrExit(() => readConfig(process.env));
const app = await buildApp({ ...config.app, logger: config.logLevel !== 'silent' && { level: config.logLevel } }).catch(
  (error: unknown) => fail(`Cannot start the shop server: ${error instanceof Error ? error.message : String(error)}`),
);
const address = await serve(app, { name: 'the shop server', port: config.port, host: config.host });
app.log.info(`shop at ${address}/ - API from ${config.app.apiBaseUrl}`);

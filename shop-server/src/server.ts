/**
 * Starts the shop server: reads and checks the configuration (config.ts), builds the app, listens,
 * and closes gracefully on SIGTERM / SIGINT (in-flight requests finish, then exit).
 */
import { buildApp } from './app.js';
import { ConfigError, readConfig, type ServerConfig } from './config.js';

/** How long a graceful close may take before the process gives up and exits anyway. */
const shutdownGraceMs = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function loadConfig(): ServerConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

const config = loadConfig();
const app = await buildApp({ ...config.app, logger: config.logLevel !== 'silent' && { level: config.logLevel } }).catch(
  (error: unknown) => fail(`Cannot start the shop server: ${error instanceof Error ? error.message : String(error)}`),
);

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing the shop server');
  setTimeout(() => {
    app.log.error('graceful close timed out; exiting');
    process.exit(1);
  }, shutdownGraceMs).unref();
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`shop at ${address}/ - API from ${config.app.apiBaseUrl}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(
    `Cannot start the shop server: ${
      code === 'EADDRINUSE' ? `port ${config.port} is already in use (set PORT to another port)` : String(error)
    }`,
  );
}

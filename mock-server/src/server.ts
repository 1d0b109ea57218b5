/**
 * Starts the mock server: reads and validates the configuration (config.ts), builds the app,
 * listens, and closes gracefully on SIGTERM / SIGINT (in-flight requests finish, then exit).
 */
import { buildApp } from './app.js';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { startLine } from './start-line.js';

/** How long a graceful close may take before the process gives up and exits anyway. */
const shutdownGraceMs = 10_000;

function loadConfig(): ServerConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig();
// LOG_LEVEL=silent is no logger at all: Fastify then makes no child logger for each request.
const app = await buildApp({ ...config.app, logger: config.logLevel !== 'silent' && { level: config.logLevel } });

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing the server');
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
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${shown.includes(':') ? `[${shown}]` : shown}:${config.port}`;
  app.log.info(startLine(base, config.devShopUrl));
  const { upstream } = config.app;
  if (upstream)
    app.log.info(
      `forwarding API calls to ${upstream.url} (fallback: ${upstream.fallback ?? 'off'}) - drift from openapi.yaml at ${base}/dev/drift`,
    );
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'EADDRINUSE'
      ? `port ${config.port} is already in use (set PORT to another port)`
      : code === 'EACCES'
        ? `no permission to listen on port ${config.port}`
        : String(error);
  console.error(`Cannot start the server: ${reason}`);
  process.exit(1);
}

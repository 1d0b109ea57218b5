/**
 * Starts the mock server: reads and validates the configuration (config.ts), builds the app,
 * listens, and closes gracefully on SIGTERM / SIGINT (in-flight requests finish, then exit).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { RecordingError } from './recording/format.js';
import { openDevListener, type DevListener } from './routes/dev/listener.js';
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

/** The app, or exit 1 with one line when a file it was told to read (REPLAY_FROM, CATALOG_FROM) is not usable. */
async function build() {
  try {
    // LOG_LEVEL=silent is no logger at all: Fastify then makes no child logger for each request.
    return await buildApp({ ...config.app, logger: config.logLevel !== 'silent' && { level: config.logLevel } });
  } catch (error) {
    if (!(error instanceof RecordingError)) throw error;
    console.error(`Cannot start the server: ${error.message}`);
    process.exit(1);
  }
}
const app = await build();

let devListener: DevListener | undefined;
let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing the server');
  setTimeout(() => {
    app.log.error('graceful close timed out; exiting');
    process.exit(1);
  }, shutdownGraceMs).unref();
  await devListener?.close();
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

try {
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${shown.includes(':') ? `[${shown}]` : shown}:${(app.server.address() as AddressInfo).port}`;
  // /dev and X-Mock-Session answer only here: a relay of the shop's port never reaches them.
  if (config.dev) devListener = await openDevListener(app, config.dev.port, config.dev.host);
  app.log.info(startLine(base, config.devShopUrl, devListener?.url));
  const { upstream } = config.app;
  if (upstream)
    app.log.info(
      `forwarding API calls to ${upstream.url} (fallback: ${upstream.fallback ?? 'off'}) - drift from openapi.yaml at ${devListener?.url ?? base}/dev/drift${upstream.recordTo ? ` - recording to ${upstream.recordTo}` : ''}`,
    );
  if (config.app.replayFrom) app.log.info(`answering API calls from the recording ${config.app.replayFrom}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'EADDRINUSE'
      ? `port ${config.port} or ${config.dev?.port ?? ''} is already in use (set PORT, or DEV_PORT for the developer tools, to another port)`
      : code === 'EACCES'
        ? `no permission to listen on port ${config.port}`
        : String(error);
  console.error(`Cannot start the server: ${reason}`);
  process.exit(1);
}

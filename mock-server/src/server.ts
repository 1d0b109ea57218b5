/**
 * Starts the mock server (server-kit/serve): reads and checks the configuration (config.ts; a
 * problem is one message and exit 1), builds the app, listens, opens the developer tools' own
 * listener, and on SIGTERM / SIGINT closes gracefully, that listener first, then the app
 * (in-flight requests finish, then exit).
 */
import type { AddressInfo } from 'node:net';
import { configOrExit, fail, serve } from 'server-kit/serve';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDevListener, type DevListener } from './http/dev-listener.js';
import { RecordingError } from './recording/format.js';
import { baseUrlFor, startLine } from './start-line.js';

const name = 'the mock server';
const config = configOrExit(() => readConfig(process.env));

/** The app, or exit 1 with one line when a file it was told to read (REPLAY_FROM, CATALOG_FROM) is not usable. */
async function build() {
  try {
    return await buildApp({
      ...config.app,
      ...(config.shopUrl ? { shopUrl: config.shopUrl } : {}),
      ...(config.dev ? { devPort: config.dev.port } : {}),
      // LOG_LEVEL=silent is no logger at all: Fastify then makes no child logger for each request.
      logger: config.logLevel !== 'silent' && { level: config.logLevel },
    });
  } catch (error) {
    if (!(error instanceof RecordingError)) throw error;
    return fail(`Cannot start ${name}: ${error.message}`);
  }
}

/** The developer tools' own listener, or exit 1 when its port cannot be had. */
async function openDevTools({ port, host }: { port: number; host: string }) {
  try {
    return await openDevListener(app, port, host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      `Cannot start ${name}: ${code === 'EADDRINUSE' ? `port ${port} is already in use (set DEV_PORT to another port)` : String(error)}`,
    );
  }
}

const app = await build();
let devListener: DevListener | undefined;
await serve(app, { name, port: config.port, host: config.host, beforeClose: async () => devListener?.close() });
const base = baseUrlFor(config.host, (app.server.address() as AddressInfo).port);
// /dev and X-Mock-Session answer only there: a relay of the API's port never reaches them.
if (config.dev) devListener = await openDevTools(config.dev);
app.log.info(startLine(base, config.shopUrl, devListener?.url));
const { upstream, recording, replayFrom } = config.app;
if (upstream)
  app.log.info(
    `forwarding API calls to ${upstream.url} (fallback: ${upstream.fallback ?? 'off'}) - drift from openapi.yaml at ${devListener?.url ?? base}/dev/drift${recording ? ` - recording to ${recording.file}` : ''}`,
  );
if (replayFrom) app.log.info(`answering API calls from the recording ${replayFrom}`);

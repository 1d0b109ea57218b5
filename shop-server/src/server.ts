/**
 * Starts the shop server: reads and checks the configuration (config.ts), starts tracing (tracing.ts:
 * before the app, so its first request is traced), builds the app, serves its metrics on a port of
 * their own (METRICS_PORT: metrics.ts), listens, and closes gracefully on SIGTERM / SIGINT
 * (server-kit/serve: in-flight requests finish, the last spans are sent, then exit).
 */
import { configOrExit, fail, serve } from 'server-kit/serve';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { collectNodeMetrics, createShopMetrics, metricsServer } from './metrics.js';
import { startTracing } from './tracing.js';

const config = configOrExit(() => readConfig(process.env));
const tracing = await startTracing(process.env);
const metrics = createShopMetrics();
collectNodeMetrics(metrics.registry);
const app = await buildApp({
  ...config.app,
  metrics,
  logger: config.logLevel !== 'silent' && { level: config.logLevel },
}).catch((error: unknown) =>
  fail(`Cannot start the shop server: ${error instanceof Error ? error.message : String(error)}`),
);
app.addHook('onClose', () => tracing.shutdown());

const scrape = metricsServer(metrics.registry);
const metricsAddress = await scrape.listen(config.metrics).catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'EADDRINUSE'
      ? `port ${config.metrics.port} is already in use (set METRICS_PORT to another port)`
      : String(error);
  return fail(`Cannot start the shop server's metrics: ${reason}`);
});
const address = await serve(app, {
  name: 'the shop server',
  port: config.port,
  host: config.host,
  beforeClose: () => scrape.close(),
});
app.log.info(
  { metrics: `${metricsAddress}/metrics`, tracesExported: tracing.exporting },
  `shop at ${address}/ - API from ${config.app.apiBaseUrl}`,
);

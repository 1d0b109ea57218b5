// The mock server of this repository, started in this process on a free loopback port.
import type { AddressInfo } from 'node:net';
import { buildApp, type AppOptions } from 'mock-server/app';

export type MockServerApp = Awaited<ReturnType<typeof buildApp>>;

export interface RunningMockServer {
  app: MockServerApp;
  url: string;
  close(): Promise<void>;
}

/**
 * `customize` runs after the app is built and before it listens: the net tests use it to break the
 * server on purpose.
 */
export async function startMockServer(
  options: AppOptions = {},
  customize?: (app: MockServerApp) => void,
): Promise<RunningMockServer> {
  const app = await buildApp(options);
  customize?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

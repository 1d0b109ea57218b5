/**
 * Starting and stopping a server, the same for both: read the configuration (a ConfigError is one
 * message and exit 1), build the app, listen (a port in use says which variable moves it), and on
 * SIGTERM / SIGINT close gracefully with close-with-grace: in-flight requests finish, then exit;
 * past `graceMs`, or on a second signal, exit at once.
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.js';

/** How long a graceful close may take before the process gives up and exits anyway. */
export const shutdownGraceMs = 10_000;

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** `read()`'s configuration, or exit 1 with its problems. */
export function configOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

export interface ServeOptions {
  /** The server's name in messages ("the shop server"). */
  name: string;
  port: number;
  host: string;
  /** The variable that moves the port, for the message when it is in use. */
  portVariable?: string;
  /** Closed before the app (a second listener). */
  beforeClose?: () => Promise<void>;
}

/** Listens, and closes gracefully on a signal; returns the address it listens at. */
export async function serve(
  app: FastifyInstance,
  { name, port, host, portVariable = 'PORT', beforeClose }: ServeOptions,
) {
  closeWithGrace({ delay: shutdownGraceMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, `closing ${name} after an error`);
    else app.log.info({ signal }, `closing ${name}`);
    await beforeClose?.();
    await app.close();
  });
  try {
    return await app.listen({ port, host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${port} is already in use (set ${portVariable} to another port)`
        : code === 'EACCES'
          ? `no permission to listen on port ${port}`
          : String(error);
    return fail(`Cannot start ${name}: ${reason}`);
  }
}

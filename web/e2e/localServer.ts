/**
 * One of the repository's servers for the browser tests, started from its TypeScript sources through
 * tsx (so it needs no build of its own) on this machine, waited for until it answers, and stopped
 * gracefully: global-setup.ts starts the mock server and the shop server in front of it with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname } from 'node:path';

/** A loopback port nobody listens on at this moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `count` different loopback ports nobody listens on at this moment. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export interface LocalServerOptions {
  /** What the errors call it: "the mock server". */
  name: string;
  /** Its entry point, e.g. mock-server/src/server.ts; it runs in its package's folder (the entry's parent's parent). */
  entry: string;
  /** Its configuration, over this process's environment. */
  env: Record<string, string>;
  /** URLs that must all answer 2xx before it counts as started. */
  readyUrls: string[];
}

export interface LocalServer {
  stop: () => Promise<void>;
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

async function waitUntilServing(url: string, server: ChildProcess, name: string, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${name} exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within 120 s:\n${output()}`);
}

/** Starts the server and resolves once every ready URL answers; a server that fails to is stopped, and its output thrown. */
export async function startLocalServer({ name, entry, env, readyUrls }: LocalServerOptions): Promise<LocalServer> {
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: dirname(dirname(entry)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    for (const url of readyUrls) await waitUntilServing(url, server, name, () => log);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { stop: () => stop(server) };
}

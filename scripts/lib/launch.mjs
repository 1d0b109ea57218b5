// The launcher of `npm start`, `npm run dev` and the Docker image (scripts/start.mjs, scripts/dev.mjs):
// child processes started one after another, each once the one before it is ready (every URL it
// names answers 2xx), run as one: a SIGINT or SIGTERM to this process stops them all, gracefully
// (SIGTERM, then SIGKILL past `graceMs`), and so does the end of any one of them. What runs (the mock
// server and the shop server in front of it, their ports and variables) is scripts/lib/pair.mjs's.
//
// Each child runs in a process group of its own, so a Ctrl+C in a terminal reaches it once, through
// here: the terminal signals its foreground group (this process, and npm above it, which forwards the
// signal here again), and the servers exit at once on a second signal (server-kit/serve). So
// runAsOne acts on the first signal, lets the second pass (npm's copy of the same Ctrl+C), and on a
// third (a second Ctrl+C) exits at once, killing what still runs.
import { spawn } from 'node:child_process';
import { clearTimeout } from 'node:timers';

/**
 * @typedef {object} Service
 * @property {string} name               what messages call it: "the mock server"
 * @property {string} command            the program, e.g. process.execPath
 * @property {string[]} [args]
 * @property {string} [cwd]
 * @property {Record<string, string | undefined>} [env]  its whole environment (default: this process's)
 * @property {string[]} [ready]          URLs that must all answer 2xx before it counts as started
 * @property {number} [readyTimeoutMs]   how long it may take to (default 120 s)
 */

/**
 * @typedef {object} Launched
 * @property {Promise<void>} ready   resolves once every service is ready; rejects when one exits or times out first
 * @property {Promise<number>} done  resolves with the exit code once every child has exited: 0 after
 *   stop(), else the code of the child that ended first (1 when it ended on a signal or with 0, unasked)
 * @property {(reason?: string) => Promise<number>} stop  stops every child (SIGTERM, then SIGKILL past graceMs); resolves as done
 */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `url` answers 2xx now. */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `services` in order, each once the one before it is ready.
 * @param {Service[]} services
 * @param {{ graceMs?: number, stdio?: import('node:child_process').StdioOptions, log?: (line: string) => void }} [options]
 *   stdio of every child (default: its output here, no input); `log` says what the launcher does (default: stderr)
 * @returns {Launched}
 */
export function launch(
  services,
  { graceMs = 15_000, stdio = ['ignore', 'inherit', 'inherit'], log = console.error } = {},
) {
  /** @type {{ service: Service, child: import('node:child_process').ChildProcess, exit: Promise<void> }[]} */
  const running = [];
  let stopping = false;
  /** The first child's unasked end: its name and the code to exit with. */
  let ended;
  let resolveEnd;
  const firstEnd = new Promise((resolve) => (resolveEnd = resolve));
  let resolveStopAsked;
  const stopAsked = new Promise((resolve) => (resolveStopAsked = resolve));

  function startOne(service) {
    const child = spawn(service.command, service.args ?? [], {
      cwd: service.cwd,
      env: service.env ?? process.env,
      stdio,
      detached: true,
    });
    const exit = new Promise((resolve) => {
      child.once('error', (error) => {
        log(`cannot start ${service.name}: ${error.message}`);
        resolve();
      });
      child.once('exit', () => resolve());
    });
    void exit.then(() => {
      if (stopping || ended) return;
      const { exitCode, signalCode } = child;
      ended = { name: service.name, code: exitCode ? exitCode : 1 };
      log(`${service.name} ended (${signalCode ?? `exit code ${exitCode ?? 'none'}`}): stopping the rest`);
      resolveEnd(ended);
    });
    running.push({ service, child, exit });
    return { child, exit };
  }

  async function whenReady(service, exit) {
    const deadline = Date.now() + (service.readyTimeoutMs ?? 120_000);
    let gone = false;
    void exit.then(() => (gone = true));
    for (const url of service.ready ?? []) {
      for (;;) {
        if (gone || stopping) throw new Error(`${service.name} ended before it was ready`);
        if (await answers(url)) break;
        if (Date.now() > deadline)
          throw new Error(
            `${service.name} did not answer ${url} within ${(service.readyTimeoutMs ?? 120_000) / 1000} s`,
          );
        await sleep(250);
      }
    }
  }

  async function stop(reason) {
    if (!stopping) {
      stopping = true;
      resolveStopAsked();
      if (reason) log(reason);
      // The last started first (the shop, in front of the API), but all at once: each finishes its own requests.
      for (const { child } of [...running].reverse()) signal(child, 'SIGTERM');
      const force = setTimeout(() => {
        for (const { service, child } of running)
          if (child.exitCode === null && child.signalCode === null) {
            log(`${service.name} did not stop within ${graceMs / 1000} s: killed`);
            signal(child, 'SIGKILL');
          }
      }, graceMs);
      force.unref();
      await Promise.all(running.map(({ exit }) => exit));
      clearTimeout(force);
    }
    await Promise.all(running.map(({ exit }) => exit));
    return ended ? ended.code : 0;
  }

  const ready = (async () => {
    for (const service of services) {
      if (stopping || ended) throw new Error(`not started: ${service.name}`);
      const { exit } = startOne(service);
      await whenReady(service, exit);
    }
  })();
  ready.catch(() => undefined); // the caller may await `done` alone: no unhandled rejection

  const done = (async () => {
    const failedStart = ready.then(
      () => new Promise(() => {}), // started: only an end of a child or a stop() settles it
      (error) => error,
    );
    const first = await Promise.race([firstEnd, failedStart, stopAsked]);
    if (first instanceof Error && !stopping && !ended) ended = { name: 'start', code: 1, message: first.message };
    if (first instanceof Error && !stopping) log(first.message);
    return stop();
  })();
  // stop() called from outside settles `done` too: it waits for every exit, and `done` for the same.
  const stopAndWait = async (reason) => {
    await stop(reason);
    return done;
  };
  // A launcher that dies (an uncaught error, process.exit) leaves no server behind.
  const killLeft = () => {
    for (const { child } of running) if (child.exitCode === null && child.signalCode === null) signal(child, 'SIGKILL');
  };
  process.on('exit', killLeft);
  void done.then(() => process.off('exit', killLeft));

  return { ready, done, stop: stopAndWait };
}

function signal(child, name) {
  try {
    child.kill(name);
  } catch {
    // Already gone.
  }
}

/**
 * `launch(services)` for a command line: SIGINT and SIGTERM stop every child (a further one kills
 * them), `onReady` runs once all are ready, and this process exits with `done`'s code.
 * @param {Service[]} services
 * @param {{ onReady?: () => void, graceMs?: number }} [options]
 */
export async function runAsOne(services, { onReady, graceMs } = {}) {
  const launched = launch(services, graceMs === undefined ? {} : { graceMs });
  let signals = 0;
  const onSignal = (name) => {
    signals += 1;
    if (signals === 1) void launched.stop();
    // npm forwards a terminal's Ctrl+C here as well: the second signal is most likely that copy.
    else if (signals > 2) {
      console.error(`${name} again: stopping at once`);
      process.exit(1);
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  launched.ready.then(
    () => onReady?.(),
    () => undefined,
  );
  process.exitCode = await launched.done;
}

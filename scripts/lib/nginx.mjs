// The machine's nginx run in a folder of its own, as the replica benchmarks (bench/lib/replicas-setup.mjs)
// and the check of deploy/nginx (scripts/check-nginx.mjs) both run it: `nginx -t` first, then nginx in
// the foreground with its standard output (where the shop's template writes its JSON access log) a
// file under the folder, until it answers /healthz.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The access log's file under nginx's folder: what the template writes to its standard output. */
export const accessLogName = 'access.log';

/** The access log's lines so far, those that parse (a line being written does not); undefined without a log. */
export function accessLogLines(prefix) {
  let text;
  try {
    text = readFileSync(join(prefix, accessLogName), 'utf8');
  } catch {
    return undefined;
  }
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/**
 * nginx (`binary`) with `configFile`, everything it writes under `prefix`, once `${base}/healthz`
 * answers below 500 (within about 10 s). Throws with nginx's own words when it refuses the configuration, and
 * stops it when it does not answer. `stop()` ends it and resolves once it has exited.
 */
export async function runNginx({ binary, prefix, configFile, base }) {
  const test = spawnSync(binary, ['-t', '-q', '-p', prefix, '-c', configFile], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  // A file, not a pipe: the template logs to /dev/stdout, which nginx cannot open on Node's pipes (sockets).
  const log = openSync(join(prefix, accessLogName), 'w');
  const child = spawn(binary, ['-p', prefix, '-c', configFile], { stdio: ['ignore', log, 'inherit'] });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let tries = 0; ; tries += 1) {
    // Any answer below 500 is nginx's own (a TLS server's plain port answers 301), not yet a 502.
    const up = await fetch(`${base}/healthz`, { redirect: 'manual' }).then(
      (answer) => answer.status < 500,
      () => false,
    );
    if (up) break;
    if (tries >= 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not answer ${base}/healthz`);
    }
    await sleep(100);
  }
  return { child, stop };
}

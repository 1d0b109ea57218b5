// bench/soak.mjs's two shop servers: started on fixed ports (nginx's upstream names them), one of
// them killed and started again mid-run, and each one's memory sampled once a minute. A replica's
// lives are kept apart (a restart is a new process whose memory starts again), each with its samples.
import { stop, startShopServer } from '../server.mjs';
import { sampleMemory } from './replica-memory.mjs';

/**
 * @typedef {{ pid: number, startedAt: number, samples: { at: number, rss?: number, heap?: number, from: string }[] }} Life
 * @typedef {{ name: string, port: number, metricsPort: number, child?: import('node:child_process').ChildProcess, lives: Life[] }} Replica
 */

/** Replicas `specs` ({ name, port, metricsPort }) in front of the API at `api`, with `env` for each. */
export function soakReplicas(api, specs, env = {}) {
  /** @type {Replica[]} */
  const replicas = specs.map((spec) => ({ ...spec, lives: [] }));

  const startOne = async (replica) => {
    const { child } = await startShopServer(api, {
      ...env,
      PORT: String(replica.port),
      METRICS_PORT: String(replica.metricsPort),
    });
    replica.child = child;
    replica.lives.push({ pid: child.pid, startedAt: Date.now(), samples: [] });
  };

  return {
    replicas,
    startAll: () => Promise.all(replicas.map(startOne)),
    /** Kills `name` (SIGKILL: a crash, nothing finished) and starts it again: the ms until it was ready. */
    async restart(name) {
      const replica = replicas.find((r) => r.name === name);
      const killedAt = Date.now();
      replica.restarting = true;
      replica.child.stopping = true;
      replica.child.kill('SIGKILL');
      await new Promise((resolve) => replica.child.once('exit', resolve));
      try {
        await startOne(replica);
      } finally {
        replica.restarting = false;
      }
      return Date.now() - killedAt;
    },
    /** One memory sample of each replica's running life, `at` ms into the run (none while one restarts). */
    async sample(at) {
      for (const replica of replicas.filter((r) => !r.restarting)) {
        const life = replica.lives.at(-1);
        life.samples.push({ at, ...(await sampleMemory({ pid: life.pid, metricsPort: replica.metricsPort })) });
      }
    },
    stopAll() {
      for (const { child } of replicas) if (child && child.exitCode === null) stop(child);
    },
  };
}

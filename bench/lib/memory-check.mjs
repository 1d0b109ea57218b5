// bench/soak.mjs's memory verdict: resident memory that keeps growing is a leak. Each life of each
// replica (a restarted replica's new process apart from its first) is measured from its own minute 2
// (its second sample: the first minute is warm-up, caches filling) to its last sample, and fails past
// `limit` growth. Growth over less than `minWindowMs` is shown but not judged: in a short run (CI's
// 3 minutes) minute 2 to the end is the caches still filling, not a leak.
export const growthLimit = 0.1;
export const minWindowMs = 3 * 60_000;

/**
 * @param {import('./soak-replicas.mjs').Replica[]} replicas
 * @returns {{ replica: string, pid: number, from?: number, to?: number, windowMs?: number, growth?: number, judged: boolean, ok: boolean }[]}
 */
export function memoryChecks(replicas, { limit = growthLimit, minWindow = minWindowMs } = {}) {
  return replicas.flatMap(({ name, lives }) =>
    lives.map(({ pid, samples }) => {
      const measured = samples.filter((sample) => sample.rss !== undefined);
      const [baseline, end] = [measured[1], measured.at(-1)];
      if (!baseline || end === baseline) return { replica: name, pid, judged: false, ok: true };
      const growth = (end.rss - baseline.rss) / baseline.rss;
      const windowMs = end.at - baseline.at;
      const judged = windowMs >= minWindow;
      return {
        replica: name,
        pid,
        from: baseline.rss,
        to: end.rss,
        windowMs,
        growth,
        judged,
        ok: !judged || growth <= limit,
      };
    }),
  );
}

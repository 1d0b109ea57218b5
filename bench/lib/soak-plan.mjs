// What bench/soak.mjs does when: the faults of the ten-minute soak (issue 49), as shares of the run so
// that a shorter one (SOAK_MINUTES=3 in CI) keeps every fault, each proportionally shorter: the
// 2-minute outage of ten minutes is 36 s of three.

/** The ten-minute run's faults, [from, to) in minutes, and the one replica restart. */
const tenMinutes = {
  windows: [
    {
      from: 1,
      to: 1 + 1 / 3,
      name: 'latency spike (+3 s on half the calls)',
      faults: { latencyMs: 3000, latencyShare: 0.5 },
    },
    { from: 1.5, to: 3, name: 'connection resets (10 % of calls)', faults: { resetShare: 0.1 } },
    { from: 3.5, to: 4, name: 'truncated bodies (10 % of answers)', faults: { truncateShare: 0.1 } },
    // Both kinds of outage: nothing listens, then a host that accepts and never answers.
    { from: 4, to: 5, name: 'outage: connections refused', faults: { outage: 'refuse' } },
    { from: 5, to: 6, name: 'outage: connections hang', faults: { outage: 'hang' } },
    {
      from: 6.5,
      to: 6.5 + 1 / 3,
      name: 'latency spike (+3 s on half the calls)',
      faults: { latencyMs: 3000, latencyShare: 0.5 },
    },
    {
      from: 7,
      to: 8.5,
      name: 'mixed: resets 5 %, truncated 5 %, +3 s on 10 %',
      faults: { resetShare: 0.05, truncateShare: 0.05, latencyMs: 3000, latencyShare: 0.1 },
    },
  ],
  // Early enough that the restarted replica has a minute 2 of its own and minutes after it to
  // measure its memory over, and that it meets the truncated bodies and the outage too; off the
  // minute (when memory is read) for the runs of 10 and 3 minutes.
  restartAt: 3.5,
};

/** Whether the two windows overlap: the plan never stacks faults, so each is seen alone. */
const overlaps = (a, b) => a.from < b.to && b.from < a.to;
for (const [i, a] of tenMinutes.windows.entries())
  for (const b of tenMinutes.windows.slice(i + 1))
    if (overlaps(a, b)) throw new Error(`soak plan: "${a.name}" overlaps "${b.name}"`);

/**
 * The plan for a run of `minutes`: each window's start and end and the restart, in milliseconds
 * from the start, scaled from the ten-minute plan.
 */
export function soakPlan(minutes) {
  const scale = (at) => Math.round((at / 10) * minutes * 60_000);
  return {
    durationMs: minutes * 60_000,
    windows: tenMinutes.windows.map(({ from, to, name, faults }) => ({
      fromMs: scale(from),
      toMs: scale(to),
      name,
      faults,
    })),
    restartAtMs: scale(tenMinutes.restartAt),
  };
}

/** The window in force `ms` into the run, or undefined between windows. */
export const windowAt = (plan, ms) => plan.windows.find((window) => window.fromMs <= ms && ms < window.toMs);

/** mm:ss of `ms`. */
export const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

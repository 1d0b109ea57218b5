// A replica's memory for bench/soak.mjs, once a minute: from its Prometheus metrics (METRICS_PORT,
// `process_resident_memory_bytes`, `nodejs_heap_size_used_bytes`) when it serves them, else its
// resident set from /proc (VmRSS) and no heap figure.
import { rssMb } from '../server.mjs';

/** The value of the first sample of `name` in Prometheus's text format, or undefined. */
export function metricValue(text, name) {
  const match = text.match(new RegExp(`^${name}(?:\\{[^}]*\\})?\\s+(\\S+)`, 'm'));
  return match ? Number(match[1]) : undefined;
}

/** The resident set of `pid` in bytes, undefined once the process has gone. */
function procRss(pid) {
  try {
    return rssMb(pid) * 1048576;
  } catch {
    return undefined;
  }
}

/** `{ rss, heap, from }` in bytes (heap undefined when there are no metrics). */
export async function sampleMemory({ pid, metricsPort }) {
  try {
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(3000) });
    if (answer.ok) {
      const text = await answer.text();
      const rss = metricValue(text, 'process_resident_memory_bytes');
      if (rss !== undefined) return { rss, heap: metricValue(text, 'nodejs_heap_size_used_bytes'), from: 'metrics' };
    }
  } catch {
    // No metrics (not implemented, or not answering): /proc.
  }
  return { rss: procRss(pid), heap: undefined, from: '/proc' };
}

export const megabytes = (bytes) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 1048576)}`);

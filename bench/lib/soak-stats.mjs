// What bench/soak.mjs's shoppers saw: per kind of call its requests, latencies, 5xx and failed calls;
// for pages, whether they came with products or as the frame alone.
import { clock } from './soak-plan.mjs';

/** A rupee price, as the product cards and the product page print it: a page rendered with products. */
const productMarker = /₹\d/;

export const kinds = ['page', 'api read', 'cart read', 'cart write', 'sign-up'];

export function percentile(sorted, share) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

export class SoakStats {
  byKind = new Map(kinds.map((kind) => [kind, { requests: 0, latencies: [], fiveXX: 0, fourXX: 0, failed: 0 }]));
  pagesWithProducts = 0;
  framePages = 0;
  /** The first few 5xx and failed calls of each kind, to name in the report. */
  examples = [];
  #examplesPerKind = new Map();
  /** Per minute of the run: requests, 5xx, frame-only pages. */
  minutes = [];

  constructor(startedAt) {
    this.startedAt = startedAt;
  }

  #minute() {
    const index = Math.max(0, Math.floor((Date.now() - this.startedAt) / 60_000));
    while (this.minutes.length <= index) this.minutes.push({ requests: 0, fiveXX: 0, frames: 0 });
    return this.minutes[index];
  }

  /** One answer (or failure) of http-call.mjs's `call` for a call of `kind` to `path`. */
  record(kind, path, answer) {
    const counts = this.byKind.get(kind);
    const minute = this.#minute();
    counts.requests += 1;
    minute.requests += 1;
    counts.latencies.push(answer.ms);
    const problem = (what) => {
      const shown = this.#examplesPerKind.get(kind) ?? 0;
      this.#examplesPerKind.set(kind, shown + 1);
      if (shown < 5) this.examples.push(`${clock(Date.now() - this.startedAt)} ${kind} ${path}: ${what}`);
    };
    if (!('status' in answer)) {
      counts.failed += 1;
      problem(answer.error);
      return;
    }
    if (answer.status >= 500) {
      counts.fiveXX += 1;
      minute.fiveXX += 1;
      problem(`${answer.status} ${answer.body.slice(0, 120).replace(/\s+/g, ' ')}`);
    } else if (answer.status >= 400) counts.fourXX += 1;
    if (kind === 'page' && answer.status === 200) {
      if (productMarker.test(answer.body)) this.pagesWithProducts += 1;
      else {
        this.framePages += 1;
        minute.frames += 1;
      }
    }
  }

  /** Every latency of every kind, sorted. */
  allLatencies() {
    return [...this.byKind.values()].flatMap((counts) => counts.latencies).sort((a, b) => a - b);
  }
}

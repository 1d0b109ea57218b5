/**
 * The search suggestions' index of the catalogue the catalogue cache holds: built once per cached
 * body, in a thread of its own (search-worker.ts: parsing and indexing a large catalogue holds a
 * thread for seconds), never on the event loop that answers pages.
 * - One build per body, shared by every request that arrives while it runs (single flight), found
 *   again by the body's identity (the cache hands out the same Buffer until it refills).
 * - A refill with the same bytes (the usual case: the catalogue did not change) keeps the index; a
 *   new catalogue is indexed while the last index goes on answering, then replaces it.
 * - A build that failed is not tried again for the same body (the cache's next refill brings a new
 *   one): a catalogue that cannot be indexed costs one build a refill, not one a request.
 * - Bounded: at most `maxProducts` indexed (the first ones), `maxWaiting` queries waiting for the
 *   thread (past it, `busy`), and the last `answersKept` answers kept (a one-letter query over
 *   100,000 products takes ~0.3 s, and every shopper types one).
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createCache } from 'server-kit/cache';
import type { SuggestionAnswer } from 'web/server/contract';
import type { SuggestCall, SuggestReply, WorkerReady, WorkerSetup } from './search-worker.js';

export type SuggestFailure = 'busy' | 'failed';

export interface SuggestionIndex {
  indexed: number;
  /** Products in the catalogue (more than `indexed` past `maxProducts`). */
  total: number;
  suggest(call: Omit<SuggestCall, 'id'>): Promise<SuggestionAnswer | { failed: SuggestFailure }>;
}

export type IndexOutcome = SuggestionIndex | { failed: string };

export interface SuggestionIndexes {
  /** The index of the catalogue in `body` (the cache's Buffer), or the last one while it is built. */
  of(body: Buffer): Promise<IndexOutcome>;
  /** Builds started so far. */
  readonly builds: number;
  close(): Promise<void>;
}

export interface SuggestionIndexOptions {
  /** The renderer's build (web/dist-server/entry-server.mjs), loaded by each index's thread. */
  rendererEntry: string;
  maxProducts: number;
  maxWaiting?: number;
  answersKept?: number;
  /** Told of every build that ended: how many products it indexed of how many, or why it failed. */
  onBuilt?: (outcome: { indexed: number; total: number; ms: number } | { failed: string; ms: number }) => void;
}

/** A question the thread could not answer now, and why. */
class SuggestError extends Error {
  constructor(readonly reason: SuggestFailure) {
    super(reason);
  }
}

/** Bytes an answer of ten suggestions takes, about: `answersKept` of them are kept. */
const approximateAnswerBytes = 10 * 512 + 64;

// From src/ (tests, types stripped by Node) and dist/ alike.
const workerFile = new URL(`./search-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

interface Built extends SuggestionIndex {
  close(): void;
}

interface IndexThreads {
  maxWaiting: number;
  answersKept: number;
  /** Every thread running, to stop them all at close. */
  live: Set<Worker>;
}

/** One index in its thread; `onExit` is told if the thread stops on its own after it was ready. */
function startIndex(
  setup: WorkerSetup,
  body: Buffer,
  { maxWaiting, answersKept, live }: IndexThreads,
  onExit: () => void,
): Promise<Built | { failed: string }> {
  const worker = new Worker(workerFile, { workerData: setup });
  // A copy, handed over whole (the cache's Buffer stays, and may share its memory with others).
  const copy = new Uint8Array(body);
  worker.postMessage(copy, [copy.buffer]);
  // Never what keeps a closing process alive.
  worker.unref();
  live.add(worker);
  const waiting = new Map<number, (reply: SuggestionAnswer | { failed: SuggestFailure }) => void>();
  // Answers of this index, kept by the servers' one cache idiom: an index never changes, so an answer
  // stays until pushed out; the same question asked at once is asked of the thread once.
  const answers = createCache<SuggestionAnswer, Omit<SuggestCall, 'id'>>({
    maxBytes: answersKept * approximateAnswerBytes,
    freshMs: 60 * 60_000,
    staleMs: 0,
    sizeOf: (answer, key) => key.length * 2 + answer.products.length * 512 + 64,
    fill: async (_key, call) => {
      if (exited) throw new SuggestError('failed');
      if (waiting.size >= maxWaiting) throw new SuggestError('busy');
      const id = (nextId += 1);
      const reply = await new Promise<SuggestionAnswer | { failed: SuggestFailure }>((answered) => {
        waiting.set(id, answered);
        worker.postMessage({ id, ...call } satisfies SuggestCall);
      });
      if ('failed' in reply) throw new SuggestError(reply.failed);
      return { keep: reply };
    },
  });
  let nextId = 0;
  let ready = false;
  let closing = false;
  let exited = false;
  const endIfIdle = () => closing && waiting.size === 0 && void worker.terminate();

  return new Promise((resolve) => {
    worker.once('message', (built: WorkerReady) => {
      if (!built.ready) {
        resolve({ failed: built.reason });
        void worker.terminate();
        return;
      }
      ready = true;
      worker.on('message', ({ id, ...reply }: SuggestReply) => {
        waiting.get(id)?.('answer' in reply ? reply.answer : { failed: 'failed' });
        waiting.delete(id);
        endIfIdle();
      });
      resolve({
        indexed: built.indexed,
        total: built.total,
        suggest(call) {
          const key = `${call.language} ${call.limit} ${call.query}`;
          return answers.read(key, { context: call }).then(
            ({ value }) => value,
            (error: unknown) => ({ failed: error instanceof SuggestError ? error.reason : 'failed' }),
          );
        },
        close() {
          closing = true;
          endIfIdle();
        },
      });
    });
    worker.once('error', (error: Error) => resolve({ failed: error.message }));
    worker.once('exit', (code) => {
      exited = true;
      live.delete(worker);
      resolve({ failed: `the index's thread stopped (exit code ${code})` });
      for (const answered of waiting.values()) answered({ failed: 'failed' });
      waiting.clear();
      if (ready && !closing) onExit();
    });
  });
}

export function createSuggestionIndexes({
  rendererEntry,
  maxProducts,
  maxWaiting = 64,
  answersKept = 1000,
  onBuilt,
}: SuggestionIndexOptions): SuggestionIndexes {
  const builds = new WeakMap<Buffer, Promise<Built | { failed: string }>>();
  let serving: { body: Buffer; index: Built } | undefined;
  const threads: IndexThreads = { maxWaiting, answersKept, live: new Set() };
  let started = 0;
  let closed = false;

  function build(body: Buffer): Promise<Built | { failed: string }> {
    started += 1;
    const began = performance.now();
    let built: Built | undefined;
    // Its thread stopped on its own (out of memory?): the next request builds it again.
    const dropped = () => {
      builds.delete(body);
      if (serving && serving.index === built) {
        builds.delete(serving.body);
        serving = undefined;
      }
    };
    return startIndex({ rendererEntry, maxProducts }, body, threads, dropped).then((outcome) => {
      const ms = Math.round(performance.now() - began);
      onBuilt?.('failed' in outcome ? { ...outcome, ms } : { indexed: outcome.indexed, total: outcome.total, ms });
      if ('failed' in outcome) return outcome;
      built = outcome;
      if (closed) outcome.close();
      else {
        serving?.index.close();
        serving = { body, index: outcome };
      }
      return outcome;
    });
  }

  return {
    async of(body) {
      if (serving?.body === body) return serving.index;
      let running = builds.get(body);
      if (!running && serving?.body.equals(body)) {
        // Refilled with the same catalogue: the index stays, found by the new body from now on.
        builds.set(body, Promise.resolve(serving.index));
        serving.body = body;
        return serving.index;
      }
      if (!running) builds.set(body, (running = build(body)));
      return serving?.index ?? running;
    },
    get builds() {
      return started;
    },
    async close() {
      closed = true;
      serving = undefined;
      await Promise.all([...threads.live].map((worker) => worker.terminate()));
    },
  };
}

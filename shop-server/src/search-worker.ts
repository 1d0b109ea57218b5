/**
 * The thread that holds one catalogue's search index (search-index.ts starts one per catalogue).
 * Parsing and indexing a large catalogue takes seconds (100,000 generated products: about 3 s to
 * parse and 6 s to index, scripts/measure-search-index.mjs), and a one-letter query over it about
 * 0.3 s: here they hold this thread, never the event loop that answers every shopper's page.
 *
 * It loads the renderer's build (its `prepareSuggestions` and `suggestProducts`), parses the body
 * it is given (`{ prod: [...] }`, GET /product-api/get-products), has the first `maxProducts`
 * products a search can read indexed (only what search reads is kept), says `ready`, then answers
 * one query per message.
 * Self-contained (Node's own modules, types only from elsewhere): Node runs it as it is, from src/
 * (types stripped) and from dist/ alike.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ShopRendererModule, SuggestionAnswer } from 'web/server/contract';

/** The thread's workerData; its first message is the catalogue's body (a Uint8Array, transferred). */
export interface WorkerSetup {
  rendererEntry: string;
  maxProducts: number;
}

export type WorkerReady = { ready: true; indexed: number; total: number } | { ready: false; reason: string };

export interface SuggestCall {
  id: number;
  query: string;
  language: string;
  limit: number;
}

export type SuggestReply = { id: number; answer: SuggestionAnswer } | { id: number; failed: string };

const port = parentPort!;
const { rendererEntry, maxProducts } = workerData as WorkerSetup;

try {
  const body = await new Promise<Uint8Array>((resolve) => port.once('message', resolve));
  const renderer = (await import(pathToFileURL(rendererEntry).href)) as ShopRendererModule;
  if (!renderer.prepareSuggestions || !renderer.suggestProducts)
    throw new Error(`${rendererEntry} exports no suggestProducts`);
  const records = (JSON.parse(new TextDecoder().decode(body)) as { prod?: unknown } | null)?.prod;
  if (!Array.isArray(records)) throw new Error('the catalogue is not { "prod": [...] }');
  // Only what search reads is kept: the body and the whole records go with this block.
  const { products, indexed, total } = renderer.prepareSuggestions(records, maxProducts);
  port.postMessage({ ready: true, indexed, total } satisfies WorkerReady);

  port.on('message', ({ id, query, language, limit }: SuggestCall) => {
    renderer.suggestProducts!({ products, query, language, limit }).then(
      (answer) => port.postMessage({ id, answer } satisfies SuggestReply),
      (error: unknown) => port.postMessage({ id, failed: String(error) } satisfies SuggestReply),
    );
  });
} catch (error) {
  port.postMessage({
    ready: false,
    reason: error instanceof Error ? error.message : String(error),
  } satisfies WorkerReady);
}

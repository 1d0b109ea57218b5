/**
 * A navigation's page, rendered within the server's bounds, and public pages kept for a few seconds
 * so that a busy page (the home page: the catalogue's rails, 120 kB of HTML) is rendered once per
 * URL in that time instead of once per shopper.
 *
 * - At most `maxConcurrentRenders` render at once and `maxQueuedRenders` wait (server-kit/slots);
 *   past that a navigation gets the frame at once (`busy`). A render stops with its navigation's
 *   signal (its deadline, its client gone), in line or rendering.
 * - A public page is drawn signed out whoever asks (web/src/server/renderPage.tsx; a signed-in
 *   shopper's own page is theirs alone, `own`, past the cache: ./private.ts): its HTML depends only
 *   on its URL (which holds its language: `/hi/...`) and its data. So one shopper's page may be
 *   handed to the next, as long as every answer it was drawn from was public (`shareable`). Kept
 *   pages live in server-kit's one cache idiom (cache.ts), by URL, fresh for `freshMs`, within
 *   `maxBytes`, with their brotli and gzip copies made once, when the page is first handed out
 *   again (a page asked for once, a distinct URL, is compressed for its one answer and keeps no
 *   copies: issue 48, copies of one-off pages were most of a replica's memory). One render per page at
 *   a time: those who ask while it renders wait for it (without a render slot of their own); when
 *   it cannot be kept (it failed, its client left, it was private, the server was busy) each
 *   renders for itself.
 *   Frames and failures are never kept.
 * - The frame, per renderer and language, rendered and compressed once.
 */
import { createCache, type Cache } from 'server-kit/cache';
import { compressedCopies, type Copies } from 'server-kit/compress';
import { createSlots } from 'server-kit/slots';
import type { PageRenderer, RenderedPage, RenderInput } from 'web/server/contract';
import type { CacheResult, RenderOutcome, ShopMetrics } from '../metrics.js';
import { inSpan, urlAttributes } from '../tracing.js';

export const renderBounds = { maxConcurrentRenders: 4, maxQueuedRenders: 64 };

/** A page and, once it is handed out again, its compressed copies (none for a small page). */
export interface Page {
  page: RenderedPage;
  copies?: Copies | undefined;
}

/** A kept page: its copies, made when it is first handed out again. */
interface KeptPage {
  page: RenderedPage;
  copies?: Promise<Copies | undefined>;
  /** Its copies as counted in the cache's bytes (metrics), and whether it left the cache. */
  held?: Copies;
  gone?: boolean;
}

/** What rendering a navigation gave: its page, why it has none, or a full line. */
export type Outcome = Page | { failed: unknown } | { busy: { running: number; waiting: number } };

/** One navigation: the renderer of its page, and what it renders with (its data, its signal). */
export interface Navigation {
  renderer: PageRenderer;
  input: RenderInput;
}

export interface PageCacheOptions {
  /** How long a rendered public page is handed out again (ms). */
  freshMs: number;
  /** The most memory kept pages take, their HTML (as a string: twice its length) and copies counted. */
  maxBytes: number;
}

export interface Pages {
  /** The page for `key` (its URL): kept, being rendered for another shopper, or this one's. Never throws. */
  page(key: string, navigation: Navigation): Promise<Outcome>;
  /**
   * One shopper's own page (./private.ts), within the same bounds, past the cache: never kept,
   * never handed to anyone else, never waiting for anyone else's. Never throws.
   */
  own(navigation: Navigation): Promise<Outcome>;
  /** The frame in `language`, with its copies. */
  frame(renderer: PageRenderer, language: string): Promise<Page>;
}

const keepable = (page: RenderedPage) => page.shareable && page.kind !== 'frame';
const isKept = (outcome: KeptOutcome) => 'page' in outcome && keepable(outcome.page);

/** What the page cache holds for a key: a kept page, or (for its waiting readers only) what a render gave. */
type KeptOutcome = KeptPage | Exclude<Outcome, Page>;
const sizeOf = ({ page, copies }: Page, key: string) =>
  2 * (page.html.length + key.length) + (copies ? copies.br.length + copies.gzip.length : 0);
/** A kept page's size: its HTML and, before they exist, room for its copies (brotli and gzip of HTML: well under half). */
const keptSizeOf = ({ page }: KeptPage, key: string) =>
  2 * (page.html.length + key.length) + Math.ceil(page.html.length / 2);
const wholeFromOne = (value: number) => Number.isInteger(value) && value >= 1;

/** Frames: six languages, a few tens of kB each with their copies. */
const frameCache = { maxBytes: 8 * 1024 * 1024, freshMs: 60 * 60_000, staleMs: 0 };

/** How a render that threw ended: its deadline, its client gone, or its own failure. */
function endOf(signal: AbortSignal): RenderOutcome {
  if (!signal.aborted) return 'failed';
  return (signal.reason as Error | undefined)?.name === 'TimeoutError' ? 'deadline' : 'left';
}

/** Kept pages and their renders; `metrics` (metrics.ts) hears of every render and cache read. */
export function createPages(pageCache: PageCacheOptions | false, metrics?: ShopMetrics): Pages {
  if (pageCache && !(wholeFromOne(pageCache.freshMs) && wholeFromOne(pageCache.maxBytes)))
    throw new RangeError('pageCache: freshMs and maxBytes must be whole numbers from 1');
  const slots = createSlots(renderBounds.maxConcurrentRenders, renderBounds.maxQueuedRenders);

  metrics?.watchRenders(() => ({ running: slots.running, waiting: slots.waiting }));
  const secondsSince = (started: number | undefined) =>
    started === undefined ? undefined : (performance.now() - started) / 1000;

  async function render({ renderer, input }: Navigation): Promise<Outcome> {
    let release: (() => void) | undefined;
    let started: number | undefined;
    try {
      release = await slots.take(input.signal);
      if (!release) {
        metrics?.rendered('shed');
        return { busy: { running: slots.running, waiting: slots.waiting } };
      }
      started = performance.now();
      const page = await inSpan(
        'render',
        () => urlAttributes(input.url),
        async (span) => {
          const rendered = await renderer.render(input);
          span.setAttributes({ 'page.kind': rendered.kind, 'page.status': rendered.status });
          return rendered;
        },
      );
      metrics?.rendered(page.kind === 'frame' ? 'frame' : 'rendered', secondsSince(started));
      return { page };
    } catch (error) {
      // Its deadline or its client's leaving, in line or rendering; or the render's own failure.
      metrics?.rendered(endOf(input.signal), secondsSince(started));
      return { failed: error };
    } finally {
      release?.();
    }
  }

  const pages =
    pageCache &&
    createCache<KeptOutcome, Navigation>({
      ...pageCache,
      staleMs: 0,
      sizeOf: (outcome, key) => ('page' in outcome ? keptSizeOf(outcome, key) : 2 * key.length),
      onDispose(outcome, _key, evicted) {
        if (evicted) metrics?.cacheEvicted('pages');
        if (!('page' in outcome)) return;
        outcome.gone = true;
        if (!outcome.held) return;
        if (evicted) metrics?.cacheEvicted('page_copies');
        copyHeld(outcome.held, -1);
        outcome.held = undefined;
      },
      async fill(_key, navigation) {
        const outcome = await render(navigation);
        if (!('page' in outcome)) return { pass: outcome };
        return keepable(outcome.page) ? { keep: { page: outcome.page } } : { pass: { page: outcome.page } };
      },
    });

  // The kept pages' copies: their bytes and how many, as kept pages make them and leave.
  const copiesHeld = { bytes: 0, entries: 0 };
  const copyHeld = (copies: Copies, sign: 1 | -1) => {
    copiesHeld.bytes += sign * (copies.br.length + copies.gzip.length);
    copiesHeld.entries += sign;
  };
  if (pages) {
    metrics?.watchCache('pages', () => ({ bytes: pages.bytes, entries: pages.size }));
    metrics?.watchCache('page_copies', () => copiesHeld);
  }

  /** A kept page handed out again, with its copies (made by the first to be handed it). */
  async function handedOut(kept: KeptPage): Promise<Page> {
    metrics?.cacheRead('page_copies', kept.copies ? 'hit' : 'miss');
    kept.copies ??= compressedCopies(kept.page.html).then(
      (copies) => {
        if (copies && !kept.gone) {
          kept.held = copies;
          copyHeld(copies, 1);
        }
        return copies;
      },
      () => undefined,
    );
    return { page: kept.page, copies: await kept.copies };
  }

  // Per renderer: development's changes with every edit.
  const frames = new WeakMap<PageRenderer, Cache<Page, PageRenderer>>();
  const framesOf = (renderer: PageRenderer) => {
    let cache = frames.get(renderer);
    if (!cache) {
      cache = createCache<Page, PageRenderer>({
        ...frameCache,
        sizeOf,
        onDispose: (_page, _language, evicted) => evicted && metrics?.cacheEvicted('frames'),
        async fill(language, from) {
          const page = await from.frame(language);
          return { keep: { page, copies: await compressedCopies(page.html) } };
        },
      });
      frames.set(renderer, cache);
      // Development makes a renderer per edit: a scrape counts those still in memory.
      const held = new WeakRef(cache);
      metrics?.watchCache('frames', () => {
        const frameCache = held.deref();
        return { bytes: frameCache?.bytes ?? 0, entries: frameCache?.size ?? 0 };
      });
    }
    return cache;
  };

  return {
    own: render,
    async page(key, navigation) {
      if (!pages) return render(navigation);
      return inSpan(
        'page cache',
        () => urlAttributes(key),
        async (span) => {
          const result = (outcome: CacheResult) => {
            metrics?.cacheRead('pages', outcome);
            span.setAttribute('cache.result', outcome);
          };
          try {
            const read = await pages.read(key, { context: navigation, signal: navigation.input.signal });
            const { value } = read;
            // This shopper's own render: its one answer is compressed as it goes.
            if (read.mine) {
              result('miss');
              return 'page' in value ? { page: value.page } : value;
            }
            // Another shopper's page that was kept: handed out again, from its copies.
            if ('page' in value && isKept(value)) {
              result('hit');
              return await handedOut(value);
            }
            // One that was not kept (it failed, its client left, it was private, the server was busy):
            // this shopper's own render.
            result('miss');
            return await render(navigation);
          } catch (error) {
            // This shopper stopped waiting for another's render: its deadline passed, or it left.
            result('failed');
            return { failed: error };
          }
        },
      );
    },
    async frame(renderer, language) {
      const read = await framesOf(renderer).read(language, { context: renderer });
      metrics?.cacheRead('frames', read.source === 'filled' ? 'miss' : 'hit');
      return read.value;
    },
  };
}

/**
 * A navigation's page, rendered within the server's bounds, and public pages kept for a few seconds
 * so that a busy page (the home page: the catalogue's rails, 120 kB of HTML) is rendered once per
 * URL in that time instead of once per shopper.
 *
 * - At most `maxConcurrentRenders` render at once and `maxQueuedRenders` wait (server-kit/slots);
 *   past that a navigation gets the frame at once (`busy`). A render stops with its navigation's
 *   signal (its deadline, its client gone), in line or rendering.
 * - A page is drawn signed out whoever asks (web/src/server/renderPage.tsx): its HTML depends only
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

export function createPages(pageCache: PageCacheOptions | false): Pages {
  if (pageCache && !(wholeFromOne(pageCache.freshMs) && wholeFromOne(pageCache.maxBytes)))
    throw new RangeError('pageCache: freshMs and maxBytes must be whole numbers from 1');
  const slots = createSlots(renderBounds.maxConcurrentRenders, renderBounds.maxQueuedRenders);

  async function render({ renderer, input }: Navigation): Promise<Outcome> {
    let release: (() => void) | undefined;
    try {
      release = await slots.take(input.signal);
      if (!release) return { busy: { running: slots.running, waiting: slots.waiting } };
      return { page: await renderer.render(input) };
    } catch (error) {
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
      async fill(_key, navigation) {
        const outcome = await render(navigation);
        if (!('page' in outcome)) return { pass: outcome };
        return keepable(outcome.page) ? { keep: { page: outcome.page } } : { pass: { page: outcome.page } };
      },
    });

  /** A kept page handed out again, with its copies (made by the first to be handed it). */
  async function handedOut(kept: KeptPage): Promise<Page> {
    kept.copies ??= compressedCopies(kept.page.html).catch(() => undefined);
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
        async fill(language, from) {
          const page = await from.frame(language);
          return { keep: { page, copies: await compressedCopies(page.html) } };
        },
      });
      frames.set(renderer, cache);
    }
    return cache;
  };

  return {
    async page(key, navigation) {
      if (!pages) return render(navigation);
      try {
        const read = await pages.read(key, { context: navigation, signal: navigation.input.signal });
        const { value } = read;
        // This shopper's own render: its one answer is compressed as it goes.
        if (read.mine) return 'page' in value ? { page: value.page } : value;
        // Another shopper's page that was kept: handed out again, from its copies.
        if ('page' in value && isKept(value)) return await handedOut(value);
        // One that was not kept (it failed, its client left, it was private, the server was busy):
        // this shopper's own render.
        return await render(navigation);
      } catch (error) {
        // This shopper stopped waiting for another's render: its deadline passed, or it left.
        return { failed: error };
      }
    },
    async frame(renderer, language) {
      return (await framesOf(renderer).read(language, { context: renderer })).value;
    },
  };
}

/**
 * Rendered pages kept for a few seconds, so that a busy page (the home page: the catalogue's rails,
 * 120 kB of HTML) is rendered once per language and URL in that time instead of once per shopper.
 *
 * A page is drawn signed out whoever asks (./renderPage.tsx): its HTML depends only on its URL, its
 * language and its data. So one shopper's page may be handed to the next, as long as every answer
 * it was drawn from was public (`shareable`). Frames are not kept here (they are rendered once per
 * language already) and a page that failed is never kept.
 *
 * - Fresh for `freshMs`, then rendered again on the next request for it.
 * - One render per page at a time: those who ask for a page while it renders wait for that render
 *   (without taking a render slot of their own); if it cannot be kept (it failed, its client left,
 *   it was private) each renders for itself.
 * - At most `maxBytes` of HTML, the least recently used pages dropped first.
 */
import type { ShopPagesOptions } from './contract';
import type { RenderedPage } from './renderPage';

/** How long a rendered page is handed out again (ms), and the most HTML kept (bytes, UTF-16 code units counted twice). */
export type PageCacheOptions = Exclude<ShopPagesOptions['pageCache'], false | undefined>;

export interface PageCache {
  /** The page for `key`: a fresh kept one, the one being rendered for another shopper, or `render()`'s. */
  page(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage>;
  /** Pages kept now (for tests and logs). */
  readonly size: number;
}

interface Kept {
  page: RenderedPage;
  until: number;
  bytes: number;
}

const keepable = (page: RenderedPage) => page.shareable && page.kind !== 'frame';

export function pageCache({ freshMs, maxBytes }: PageCacheOptions, now: () => number = Date.now): PageCache {
  if (!Number.isInteger(freshMs) || freshMs < 1)
    throw new RangeError('pageCache.freshMs must be a whole number from 1');
  if (!Number.isInteger(maxBytes) || maxBytes < 1)
    throw new RangeError('pageCache.maxBytes must be a whole number from 1');
  const kept = new Map<string, Kept>();
  const rendering = new Map<string, Promise<RenderedPage | undefined>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };

  const fresh = (key: string): RenderedPage | undefined => {
    const entry = kept.get(key);
    if (!entry) return undefined;
    drop(key);
    if (entry.until <= now()) return undefined;
    // Most recently used last: the Map's order is the order of eviction.
    kept.set(key, entry);
    bytes += entry.bytes;
    return entry.page;
  };

  const keep = (key: string, page: RenderedPage) => {
    const size = page.html.length * 2;
    if (size > maxBytes) return;
    drop(key);
    for (const [oldest] of kept) {
      if (bytes + size <= maxBytes) break;
      drop(oldest);
    }
    kept.set(key, { page, until: now() + freshMs, bytes: size });
    bytes += size;
  };

  return {
    get size() {
      return kept.size;
    },
    async page(key, render) {
      const ready = fresh(key);
      if (ready) return ready;
      const elsewhere = rendering.get(key);
      if (elsewhere) return (await elsewhere) ?? render();

      const mine = render();
      const shared = mine.then(
        (page) => {
          if (!keepable(page)) return undefined;
          keep(key, page);
          return page;
        },
        () => undefined,
      );
      rendering.set(key, shared);
      void shared.finally(() => rendering.delete(key));
      return mine;
    },
  };
}

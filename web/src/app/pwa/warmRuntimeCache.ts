/**
 * The first visit loads the home page's products and pictures before the new service worker
 * controls the page, so the worker never saw them. When it takes control, hand it the URLs this
 * page already fetched; it caches those its runtime rules match (Workbox's CACHE_URLS message) and
 * ignores the rest. A page the server rendered brought its product answers inside its HTML: their
 * API URLs are handed over too, so that page opens offline later. Later visits go through the
 * worker and need none of this.
 */
import { config } from '../../lib/config';
import { readServerState } from '../../lib/serverState';

const fetchedBy = new Set(['fetch', 'img', 'xmlhttprequest']);

function fetchedUrls(): string[] {
  const apiOrigin = config.apiBaseUrl || window.location.origin;
  const inThePage = (readServerState()?.apiPaths ?? []).map((path) => new URL(path, `${apiOrigin}/`).href);
  // Once each: a listing's page names the catalogue it was summed up from, which it then fetched itself.
  return [...new Set([...inThePage, ...fetchedFromHere()])];
}

function fetchedFromHere(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => fetchedBy.has((entry as PerformanceResourceTiming).initiatorType))
    .map((entry) => entry.name);
}

export function warmRuntimeCacheOnFirstControl(): void {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return; // already controlled: its fetches went through the worker
  serviceWorker.addEventListener(
    'controllerchange',
    () => serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: fetchedUrls() } }),
    { once: true },
  );
}

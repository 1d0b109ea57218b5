import { useEffect, useState } from 'react';
import { drawsServerHtml } from '../lib/hydration';

/**
 * How many of `count` heavy items (home rails, listing cards) to draw now: `perTask` at once, then
 * `perTask` more in each following task, starting again whenever `items` changes (a new page or
 * filter). Drawing them all in one go would hold a phone's main thread for a few hundred
 * milliseconds, during which a tap waits; a batch at a time, each task stays short. An item not
 * drawn yet keeps its place with a placeholder of its size. HTML rendered on the server holds every
 * item, so a page hydrating it starts with all of them drawn (lib/hydration.ts).
 */
export function useDrawnInTasks(count: number, perTask: number, items?: unknown): number {
  const [drawn, setDrawn] = useState(() => ({ items, batches: drawsServerHtml() ? Infinity : 1 }));
  const batches = drawn.items === items ? drawn.batches : 1;
  const shown = Math.min(count, batches * perTask);
  useEffect(() => {
    if (shown >= count) return undefined;
    const next = window.setTimeout(() => setDrawn({ items, batches: batches + 1 }), 0);
    return () => window.clearTimeout(next);
  }, [shown, count, items, batches]);
  return shown;
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true from the render
 * after (and in a page the browser renders itself). For parts a page need not hold in its HTML:
 * they draw once the page is live, and the work of drawing them stays off the hydration that holds
 * a phone's main thread (decision 025).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

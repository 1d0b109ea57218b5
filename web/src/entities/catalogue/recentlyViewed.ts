/**
 * What this shopper has viewed, newest first, kept on this device for this browser (ids only;
 * the products themselves come from the loaded catalogue, so prices are never stale).
 */
import { useEffect, useState } from 'react';
import { browserValue, stored } from '../../lib/deviceStorage';

export const RECENTLY_VIEWED_LIMIT = 20;

export const recentlyViewedStorage = browserValue({
  name: 'recentlyViewed',
  version: 1,
  legacyKey: 'recentlyViewed',
  parse: stored.strings,
});

export const readRecentlyViewed = (): string[] => recentlyViewedStorage.read();

/** Puts `id` first in the history and returns the new history. */
export function rememberViewed(id: string): string[] {
  const next = [id, ...readRecentlyViewed().filter((seen) => seen !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
  recentlyViewedStorage.write(next);
  return next;
}

/** Records `currentId` as viewed and returns the other products viewed before it, newest first. */
export function useRecentlyViewed(currentId: string): string[] {
  const [history, setHistory] = useState<string[]>(readRecentlyViewed);
  useEffect(() => {
    setHistory(rememberViewed(currentId));
  }, [currentId]);
  return history.filter((id) => id !== currentId);
}

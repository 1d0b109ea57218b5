/**
 * What this shopper has viewed, newest first, kept in localStorage on this device (ids only; the
 * products themselves come from the loaded catalogue, so prices are never stale).
 */
import { useEffect, useState } from 'react';

const KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_LIMIT = 20;

export function readRecentlyViewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts `id` first in the history and returns the new history. */
export function rememberViewed(id: string): string[] {
  const next = [id, ...readRecentlyViewed().filter((seen) => seen !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the history simply does not persist.
  }
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

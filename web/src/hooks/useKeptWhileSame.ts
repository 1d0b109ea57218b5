import { useState } from 'react';

/**
 * `value`, or the one returned before as long as `same(before, value)` holds: a value recomputed
 * from inputs that changed identity but not content (an answer requested again) keeps its identity,
 * so what depends on it (memoized parts, drawing in tasks) is not redrawn. `same` runs once per new
 * `value`, not on every render.
 */
export function useKeptWhileSame<T>(value: T, same: (before: T, value: T) => boolean): T {
  const [memo, setMemo] = useState({ seen: value, kept: value });
  if (memo.seen === value) return memo.kept;
  const kept = same(memo.kept, value) ? memo.kept : value;
  setMemo({ seen: value, kept });
  return kept;
}

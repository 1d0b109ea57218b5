/**
 * A deadline `ms` from now that aborts with AbortSignal.timeout's TimeoutError, and whose timer the
 * work clears once it ends (`clear`). AbortSignal.timeout's own timer cannot be cleared: it fires
 * for every call and every page, seconds after their answers, each raising its error (a tenth of a
 * kept page's CPU).
 */
export function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * The callers waiting on one upstream call (one, or several when reads are collapsed). Each brings
 * a signal that fires when it has gone (server-kit/client-gone: its client closed the connection
 * before the answer); when every one has gone, the call's own signal fires, and the call is
 * dropped from the line or aborted upstream: nobody would read its answer, and it would hold a
 * slot and a place in line (issue 38, finding 3).
 */
export interface Callers {
  /** Fires when the last caller has gone. */
  readonly signal: AbortSignal;
  /** Counts a caller until `gone` fires. */
  add(gone: AbortSignal): void;
}

export function createCallers(): Callers {
  const controller = new AbortController();
  let waiting = 0;
  const leave = () => {
    waiting -= 1;
    if (waiting === 0) controller.abort();
  };
  return {
    signal: controller.signal,
    add(gone) {
      waiting += 1;
      if (gone.aborted) leave();
      else gone.addEventListener('abort', leave, { once: true });
    },
  };
}

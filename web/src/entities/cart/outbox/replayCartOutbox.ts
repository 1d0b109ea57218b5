/**
 * Sends the outbox, oldest change first, when the connection returns: on the `online` event, on a
 * page load with changes waiting, and when the service worker's Background Sync asks. A change the
 * server refuses leaves the outbox with a notice (the screen then shows the server's cart, which
 * undoes it); a network failure stops the run and keeps the rest for the next one.
 *
 * One run at a time across tabs (Web Locks where the browser has them), and each run starts from
 * what storage holds, so two tabs never send the same change twice.
 */
import { t } from '@lingui/core/macro';
import type { CartChange } from './cartChange';
import { oldestSettled, refusalNoted, reloadedFromStorage } from './cartOutboxSlice';
import { loadCartOutbox } from './cartOutboxStorage';
import { pendingChangesOf, type OutboxThunk } from './outboxState';
import { sendCartChange } from './sendCartChange';

let running: Promise<boolean> | undefined;

/** The notice for a refused change, in the language active when it was refused. */
async function refusalText({ kind, product }: CartChange, msg: string): Promise<string> {
  const title = product.content.title;
  // The server's texts load only once a change is refused: every page mounts the outbox's replay.
  const reason = await import('../../../lib/i18n/serverMessages').then(
    ({ serverMessage }) => serverMessage(msg),
    () => msg,
  );
  return kind === 'add'
    ? t`The server refused adding "${title}", so it was undone: ${reason}`
    : t`The server refused removing "${title}", so it was undone: ${reason}`;
}

function oneAtATime(work: () => Promise<boolean>): Promise<boolean> {
  // TypeScript's Web Locks types say a callback's promise comes back nested; the browser unwraps it.
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request('storefront-cart-outbox', work).then((done) => done);
  return work();
}

/** Resolves true when nothing is left to send. */
export function replayCartOutbox(): OutboxThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    running ??= oneAtATime(async () => {
      dispatch(reloadedFromStorage(loadCartOutbox()));
      for (;;) {
        const [oldest] = pendingChangesOf(getState());
        if (!oldest) return true;
        if (!navigator.onLine) return false;
        const outcome = await dispatch(sendCartChange(oldest));
        if (!outcome.sent && outcome.offline) return false;
        dispatch(oldestSettled());
        if (!outcome.sent) dispatch(refusalNoted(await refusalText(oldest, outcome.msg)));
      }
    }).finally(() => {
      running = undefined;
    });
    return running;
  };
}

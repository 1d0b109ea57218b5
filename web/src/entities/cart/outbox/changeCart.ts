/**
 * ADD TO CARD and REMOVE go through `changeCart`. Online, the change is sent at once. Offline (or when the
 * request fails for want of a connection) it joins the outbox and shows as pending until it is sent.
 */
import { t } from '@lingui/core/macro';
import { requestCartOutboxSync } from '../../../lib/offline/backgroundSync';
import type { CartChange } from './cartChange';
import { changeQueued } from './cartOutboxSlice';
import type { OutboxThunk } from './outboxState';
import { sendCartChange } from './sendCartChange';

export type ChangeOutcome =
  { result: 'sent' } | { result: 'queued' } | { result: 'refused'; status: number | 'NETWORK'; msg: string };

function queue(change: CartChange): OutboxThunk<ChangeOutcome> {
  return (dispatch, getState) => {
    const owner = getState().session.user?.email;
    if (!owner) return { result: 'refused', status: 401, msg: t`Please log in to change your cart.` };
    dispatch(changeQueued({ owner, change }));
    void requestCartOutboxSync();
    return { result: 'queued' };
  };
}

export function changeCart(change: CartChange): OutboxThunk<Promise<ChangeOutcome>> {
  return async (dispatch) => {
    if (!navigator.onLine) return dispatch(queue(change));
    const outcome = await dispatch(sendCartChange(change));
    if (outcome.sent) return { result: 'sent' };
    if (outcome.offline) return dispatch(queue(change));
    return { result: 'refused', status: outcome.status, msg: outcome.msg };
  };
}

// Turns a client call into what an RTK Query `queryFn` returns: `{ data }` or `{ error }`.
import type { ApiResult } from './client';
import type { ApiFailure } from './shopApi';

/** What an endpoint's `queryFn` returns: the data the screen shows, or the failure it reports. */
export type QueryResult<Data> = { data: Data } | { error: ApiFailure };

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { msg, message, error } = body as { msg?: unknown; message?: unknown; error?: unknown };
    for (const text of [msg, message, error]) if (typeof text === 'string' && text) return text;
  }
  return undefined;
}

/**
 * Runs `call`; a non-2xx answer or one that `accept` rejects becomes `{ error }` with the server's
 * message, a network failure becomes `{ error: { status: 'NETWORK', msg: 'Server Error...' } }`.
 */
export async function toQueryResult<Body, Data>(
  call: () => Promise<ApiResult<Body>>,
  pick: (body: Body) => Data,
  accept: (body: Body) => boolean = () => true,
): Promise<QueryResult<Data>> {
  try {
    const result = await call();
    if (result.ok && accept(result.body)) return { data: pick(result.body) };
    return { error: { status: result.status, msg: messageOf(result.body) ?? 'Error' } };
  } catch (cause) {
    const detail = cause instanceof Error ? ` ${cause.message}` : '';
    return { error: { status: 'NETWORK', msg: `Server Error...${detail}` } };
  }
}

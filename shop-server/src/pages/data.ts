/**
 * A render's API calls as the shop server bounds them: each stops with its page (the deadline, the
 * client gone), and none reads an answer over `maxBytes`: a page holds at most what its screen
 * draws (a listing: one page of products, never the catalogue).
 */
import type { ShopApi } from 'web/server/contract';

/**
 * The answer with its body read, at most `maxBytes` of it (the body is dropped past that, and the
 * call fails).
 */
async function withinBytes(answer: Response, maxBytes: number): Promise<Response> {
  const declared = Number(answer.headers.get('content-length') ?? Number.NaN);
  const tooLarge = () => new Error(`an API answer is larger than ${maxBytes} bytes`);
  if (declared > maxBytes) {
    await answer.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (answer.body) {
    const reader = answer.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const body = answer.status === 204 || answer.status === 304 ? null : Buffer.concat(chunks);
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

/** `api` for one page: its calls stop when `signal` aborts, and read at most `maxBytes` each. */
export function boundedApi(api: ShopApi, signal: AbortSignal, maxBytes: number): ShopApi {
  return async (call) => {
    const bounded = new Request(call, { signal: AbortSignal.any([call.signal, signal]) });
    return withinBytes(await api(bounded), maxBytes);
  };
}

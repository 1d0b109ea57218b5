/**
 * `Prefer: payment=…`, in the Prefer header's list like `code=` and `delay=` (http/faults.ts): how a
 * UPI payment of this order goes. `declined` refuses it at placement (402); `failed` and `paid` are
 * what it settles to after UPI_SETTLE_MS; `expired` leaves it pending until it expires.
 */
export type PreferredPayment = 'declined' | 'paid' | 'failed' | 'expired';

export function preferredPayment(header: string | string[] | undefined): PreferredPayment | undefined {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(/[,;]/)) {
    const match = /^\s*payment\s*=\s*"?(declined|paid|failed|expired)"?\s*$/i.exec(part);
    if (match?.[1]) return match[1].toLowerCase() as PreferredPayment;
  }
  return undefined;
}

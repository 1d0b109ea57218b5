/**
 * What an order's `upi://pay` link asks (openapi.yaml OrderPayment.upiIntent): who is paid, how much
 * and for which order, read back from the link itself so the words beside its QR code say what
 * scanning it does.
 */
export interface UpiIntent {
  /** The payee's UPI ID (`pa`). */
  payeeVpa: string;
  /** The payee's name (`pn`). */
  payeeName: string;
  /** The amount as the link writes it, rupees with two decimals (`am`). */
  amount: string;
  /** The transaction reference, the order's id (`tr`). */
  reference: string;
}

export function readUpiIntent(link: string): UpiIntent {
  const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
  return {
    payeeVpa: query.get('pa') ?? '',
    payeeName: query.get('pn') ?? '',
    amount: query.get('am') ?? '',
    reference: query.get('tr') ?? '',
  };
}

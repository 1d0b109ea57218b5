/** A UPI ID's shape, as openapi.yaml's UpiId: a handle, '@', and the bank's name (`asha.rao@okbank`). */
export function isUpiId(text: string): boolean {
  return /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(text);
}

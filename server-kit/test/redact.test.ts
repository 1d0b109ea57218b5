import { describe, expect, it } from 'vitest';
import { cutMark, maxKeptUrlLength, redacted, redactedAuthorization, redactedUrl } from '../src/redact.js';

describe('redactedUrl', () => {
  it.each([
    ['/product-api/get-products', '/product-api/get-products'],
    ['/otp-api/verify-otp?email=a@b.in&otp=4821', '/otp-api/verify-otp?email=[redacted]&otp=[redacted]'],
    ['/x?flag&empty=&a=1=2', '/x?flag&empty=[redacted]&a=[redacted]'],
    ['/x?', '/x?'],
  ])('keeps %j as %j', (url, kept) => {
    expect(redactedUrl(url)).toBe(kept);
  });

  it('cuts past 2 KB and redacts a value the cut splits', () => {
    const long = `/x?token=${'s'.repeat(maxKeptUrlLength)}&other=1`;
    expect(redactedUrl(long)).toBe(`/x?token=${redacted}${cutMark}`);
    const path = `/${'p'.repeat(maxKeptUrlLength + 10)}`;
    expect(redactedUrl(path)).toBe(`${path.slice(0, maxKeptUrlLength)}${cutMark}`);
    expect(redactedUrl(path.slice(0, maxKeptUrlLength))).toBe(path.slice(0, maxKeptUrlLength));
  });
});

describe('redactedAuthorization', () => {
  it.each([
    ['Bearer abc.def.ghi', 'Bearer'],
    ['bearer abc', 'Bearer'],
    ['Basic dXNlcjpwYXNz', 'Basic'],
    ['  DPoP token', 'DPoP'],
  ])('shows %j by its known scheme alone: %s [redacted]', (value, scheme) => {
    expect(redactedAuthorization(value)).toBe(`${scheme} [redacted]`);
  });

  it.each(['secret-token Bearer', 'just-a-token', 'Bearer', ''])(
    'shows %j, with no known scheme before a credential, as [redacted]',
    (value) => {
      expect(redactedAuthorization(value)).toBe('[redacted]');
    },
  );
});

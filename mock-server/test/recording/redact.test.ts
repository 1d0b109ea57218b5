/** What a recording redacts by default, and how RECORD_REDACT and RECORD_KEEP change it. */
import { describe, expect, it } from 'vitest';
import { createRedaction, redactionOf } from '../../src/recording/redact.js';

const login = {
  user_data: { email: 'asha@example.com', password: 'pw', username: 'asha' },
  note: 'mail asha@example.com',
};

describe('redaction', () => {
  it('by default hides credential headers, secret fields at any depth and any email address', () => {
    const redaction = createRedaction();
    expect(redaction.body(login)).toEqual({
      user_data: { email: '[redacted]', password: '[redacted]', username: 'asha' },
      note: 'mail [redacted-email]',
    });
    expect(
      redaction.headersOf({ authorization: 'Bearer abc', 'x-login-token': 't', 'content-type': 'application/json' }, [
        'authorization',
        'x-login-token',
        'content-type',
      ]),
    ).toEqual({ authorization: '[redacted]', 'x-login-token': '[redacted]', 'content-type': 'application/json' });
    expect(redaction.url('/a/asha@example.com?otp=1234&page=2')).toBe('/a/[redacted-email]?otp=%5Bredacted%5D&page=2');
  });

  it('redacts more fields with RECORD_REDACT and keeps defaults with RECORD_KEEP', () => {
    const redaction = createRedaction({ redact: ['Username'], keep: ['email'] });
    expect(redaction.body(login)).toEqual({
      user_data: { email: 'asha@example.com', password: '[redacted]', username: '[redacted]' },
      note: 'mail asha@example.com',
    });
    // A replay redacts as its recording did.
    expect(redactionOf({ fields: redaction.fields }).body(login)).toEqual(redaction.body(login));
  });
});

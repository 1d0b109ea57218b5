// Example values that appear in requests. The provider side replaces them (tokens by the request
// filter, ids and codes by provider-state injection), so they only need the right shape.
import deliveryAddress from '../../fixtures/delivery-address.json' with { type: 'json' };

export const EXAMPLE_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.cGFjdC5zaG9wcGVyQGV4YW1wbGUuY29t.c2lnbmF0dXJl';
export const EXAMPLE_USER_ID = '64f1c2a9b7e4d3c2a1f0e9d8';
export const EXAMPLE_OTP = '4821';
export const EXAMPLE_WRONG_OTP = '4822';

/** A delivery address near the mock server's warehouse (Bengaluru), shared with the mock server's tests. */
export const EXAMPLE_ADDRESS: Readonly<typeof deliveryAddress> = deliveryAddress;
export const EXAMPLE_UPI = { method: 'upi', upiId: 'asha@okbank' } as const;

/** Issue 38, finding 1: per-client windows key an IPv6 client on its /64, and a mapped IPv4 as IPv4. */
import { describe, expect, it } from 'vitest';
import { rateLimitClient } from '../src/client-key.js';

describe('rateLimitClient', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitClient('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, however it is written', () => {
    expect(rateLimitClient('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClient('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(rateLimitClient('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 alike, and another /64 apart', () => {
    const one = rateLimitClient('2001:db8:1:2::1');
    expect(rateLimitClient('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(one);
    expect(rateLimitClient('2001:0db8:0001:0002:abcd::9%eth0')).toBe(one);
    expect(one).toBe('2001:db8:1:2::/64');
    expect(rateLimitClient('2001:db8:1:3::1')).not.toBe(one);
    expect(rateLimitClient('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitClient('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

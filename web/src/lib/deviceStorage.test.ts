import { browserValue, clearSignedInValues, forgetShopper, shopperValue, signedInValue, stored } from './deviceStorage';

const strings = { version: 1, parse: stored.strings };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('device storage', () => {
  it('keeps a browser value under a versioned key, and reads it back as the same object until it changes', () => {
    const seen = browserValue({ name: 'seen', ...strings });
    seen.write(['a', 'b']);
    expect(seen.key).toBe('storefront.seen.v1');
    expect(JSON.parse(localStorage.getItem('storefront.seen.v1') ?? 'null')).toEqual(['a', 'b']);
    const first = seen.read();
    expect(seen.read()).toBe(first);
    seen.write(['c']);
    expect(seen.read()).toEqual(['c']);
  });

  it('keeps one value per shopper, whatever the case or spaces of the email', () => {
    const lists = shopperValue({ name: 'list', ...strings });
    lists.write(' Asha@Example.com ', ['x']);
    expect(lists.read('asha@example.com')).toEqual(['x']);
    expect(lists.read('ravi@example.com')).toEqual([]);
    expect(localStorage.getItem('storefront.list.v1:asha@example.com')).toBe('["x"]');
  });

  it('reads what an earlier build stored under its old key, and moves it at the next write', () => {
    localStorage.setItem('oldList:asha@example.com', '["kept"]');
    const lists = shopperValue({ name: 'list', legacyKey: 'oldList', ...strings });
    expect(lists.read('asha@example.com')).toEqual(['kept']);
    lists.write('asha@example.com', ['kept', 'new']);
    expect(localStorage.getItem('oldList:asha@example.com')).toBeNull();
    expect(lists.read('asha@example.com')).toEqual(['kept', 'new']);
  });

  it('reads plain text under an old key as a string', () => {
    localStorage.setItem('rememberedEmail', 'asha@example.com');
    const email = browserValue({
      name: 'email',
      version: 1,
      legacyKey: 'rememberedEmail',
      parse: (value) => (typeof value === 'string' ? value : ''),
    });
    expect(email.read()).toBe('asha@example.com');
  });

  it('reads damaged JSON or a wrong shape as the empty value', () => {
    const seen = browserValue({ name: 'seen', ...strings });
    localStorage.setItem(seen.key, '{not json');
    expect(seen.read()).toEqual([]);
    localStorage.setItem(seen.key, '{"an":"object"}');
    expect(seen.read()).toEqual([]);
    localStorage.setItem(seen.key, '["a", 2, null, "b"]');
    expect(seen.read()).toEqual(['a', 'b']);
  });

  it('keeps working when the quota is full or storage is disabled', () => {
    const seen = browserValue({ name: 'seen', ...strings });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => seen.write(['a'])).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(seen.read()).toEqual([]);
  });

  it('tells subscribers about every write and clear', () => {
    const seen = browserValue({ name: 'seen', ...strings });
    const listener = vi.fn();
    const unsubscribe = seen.subscribe(listener);
    seen.write(['a']);
    seen.clear();
    unsubscribe();
    seen.write(['b']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clears at sign-out what belongs to whoever is signed in, and nothing else', () => {
    const outbox = signedInValue({ name: 'outbox', ...strings });
    const seen = browserValue({ name: 'seen', ...strings });
    const lists = shopperValue({ name: 'list', ...strings });
    outbox.write(['change']);
    seen.write(['product']);
    lists.write('asha@example.com', ['saved']);
    clearSignedInValues();
    expect(localStorage.getItem(outbox.key)).toBeNull();
    expect(seen.read()).toEqual(['product']);
    expect(lists.read('asha@example.com')).toEqual(['saved']);
  });

  it('forgets every per-shopper value of a deleted account, old keys included, and no one else’s', () => {
    const lists = shopperValue({ name: 'list', ...strings });
    lists.write('asha@example.com', ['saved']);
    lists.write('ravi@example.com', ['his']);
    localStorage.setItem('addresses:asha@example.com', '[]');
    localStorage.setItem('storefront.notAFeatureLoadedYet.v3:asha@example.com', '[]');
    forgetShopper('Asha@example.com');
    expect(Object.keys(localStorage).sort()).toEqual(['storefront.list.v1:ravi@example.com']);
  });
});

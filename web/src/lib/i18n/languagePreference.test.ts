import { browserLanguage, initialLanguage, rememberLanguage, rememberedLanguage } from './languagePreference';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the language of this browser', () => {
  it("follows the browser's first preferred language the shop has on a first visit", () => {
    expect(browserLanguage(['hi-IN', 'en-GB'])).toBe('hi');
    expect(browserLanguage(['ta-IN', 'hi'])).toBe('hi');
    expect(browserLanguage(['en-IN', 'hi-IN'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('remembers a choice on the device, over the browser preference', () => {
    const storage = memoryStorage();
    expect(initialLanguage(['hi-IN'], storage)).toBe('hi');
    rememberLanguage('en', storage);
    expect(rememberedLanguage(storage)).toBe('en');
    expect(initialLanguage(['hi-IN'], storage)).toBe('en');
  });

  it('ignores a stored value that is not a language of the shop', () => {
    const storage = memoryStorage();
    storage.setItem('language', '"xx"');
    expect(initialLanguage(['hi'], storage)).toBe('hi');
  });
});

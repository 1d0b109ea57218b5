import {
  browserLanguage,
  preferredLanguage,
  rememberLanguage,
  rememberedLanguage,
  suggestedLanguage,
} from './languagePreference';

beforeEach(() => localStorage.clear());

describe('the language this browser would rather read', () => {
  it("is the browser's first preferred language the shop has", () => {
    expect(browserLanguage(['hi-IN', 'en-GB'])).toBe('hi');
    expect(browserLanguage(['kn-IN', 'hi'])).toBe('hi');
    expect(browserLanguage(['ta-IN', 'hi'])).toBe('ta');
    expect(browserLanguage(['en-IN', 'hi-IN'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it("matches each of the shop's Indian languages by its primary subtag", () => {
    expect(['ta-IN', 'bn', 'mr-IN', 'te', 'bn-BD'].map((tag) => browserLanguage([tag]))).toEqual([
      'ta',
      'bn',
      'mr',
      'te',
      'bn',
    ]);
  });

  it('is a choice remembered on the device, over the browser preference', () => {
    expect(preferredLanguage(['hi-IN'])).toBe('hi');
    rememberLanguage('en');
    expect(rememberedLanguage()).toBe('en');
    expect(preferredLanguage(['hi-IN'])).toBe('en');
  });

  it('ignores a stored value that is not a language of the shop', () => {
    localStorage.setItem('storefront.language.v1', '"xx"');
    expect(preferredLanguage(['hi'])).toBe('hi');
  });

  it('is no cookie: the URL alone says what a page renders in', () => {
    rememberLanguage('hi');
    expect(document.cookie).not.toMatch(/(^|; )lang=/);
  });
});

describe('the language an English page suggests', () => {
  it('is the preferred language, on an English page only', () => {
    expect(suggestedLanguage('en', ['ta-IN', 'en'])).toBe('ta');
    expect(suggestedLanguage('hi', ['ta-IN'])).toBeUndefined();
    expect(suggestedLanguage('en', ['en-IN', 'hi'])).toBeUndefined();
  });

  it('follows the remembered choice, and none once English was chosen', () => {
    rememberLanguage('bn');
    expect(suggestedLanguage('en', ['en-IN'])).toBe('bn');
    rememberLanguage('en');
    expect(suggestedLanguage('en', ['hi-IN'])).toBeUndefined();
  });
});

import {
  acceptedLanguages,
  browserLanguage,
  initialLanguage,
  rememberLanguage,
  rememberedLanguage,
  requestLanguage,
} from './languagePreference';

beforeEach(() => localStorage.clear());

describe('the language of this browser', () => {
  it("follows the browser's first preferred language the shop has on a first visit", () => {
    expect(browserLanguage(['hi-IN', 'en-GB'])).toBe('hi');
    expect(browserLanguage(['kn-IN', 'hi'])).toBe('hi');
    expect(browserLanguage(['ta-IN', 'hi'])).toBe('ta');
    expect(browserLanguage(['en-IN', 'hi-IN'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('remembers a choice on the device, over the browser preference', () => {
    expect(initialLanguage(['hi-IN'])).toBe('hi');
    rememberLanguage('en');
    expect(rememberedLanguage()).toBe('en');
    expect(initialLanguage(['hi-IN'])).toBe('en');
  });

  it('ignores a stored value that is not a language of the shop', () => {
    localStorage.setItem('storefront.language.v1', '"xx"');
    expect(initialLanguage(['hi'])).toBe('hi');
  });
});

describe('the language a page is rendered in on the server', () => {
  it('reads Accept-Language by weight, then by order', () => {
    expect(acceptedLanguages('en;q=0.5, hi-IN, ta;q=0.8')).toEqual(['hi-IN', 'ta', 'en']);
    expect(acceptedLanguages('*, fr;q=0, hi')).toEqual(['hi']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes the language cookie, else Accept-Language, else English', () => {
    expect(requestLanguage('en', 'hi-IN')).toBe('en');
    expect(requestLanguage(undefined, 'hi-IN,en;q=0.5')).toBe('hi');
    expect(requestLanguage('xx', 'fr')).toBe('en');
    expect(requestLanguage('mr', 'ta-IN')).toBe('mr');
  });

  it("matches each of the shop's Indian languages by its primary subtag", () => {
    expect(
      ['ta-IN', 'bn', 'mr-IN', 'te', 'bn-BD,en;q=0.8'].map((header) => requestLanguage(undefined, header)),
    ).toEqual(['ta', 'bn', 'mr', 'te', 'bn']);
  });

  it('writes the choice as a cookie too, so the next page is rendered in it', () => {
    rememberLanguage('hi');
    expect(document.cookie).toMatch(/(^|; )lang=hi(;|$)/);
  });
});

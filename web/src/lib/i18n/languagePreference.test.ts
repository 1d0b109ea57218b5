import { browserLanguage, initialLanguage, rememberLanguage, rememberedLanguage } from './languagePreference';

beforeEach(() => localStorage.clear());

describe('the language of this browser', () => {
  it("follows the browser's first preferred language the shop has on a first visit", () => {
    expect(browserLanguage(['hi-IN', 'en-GB'])).toBe('hi');
    expect(browserLanguage(['ta-IN', 'hi'])).toBe('hi');
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

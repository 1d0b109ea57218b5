import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { activateLanguage } from '../lib/i18n/i18n';
import { sourceLanguage, type LanguageCode } from '../lib/i18n/languages';

/** Runs the surrounding describe block's tests with `code` active, and English again after each. */
export function inLanguage(code: LanguageCode) {
  beforeEach(() => activateLanguage(code));
  afterEach(() => {
    cleanup(); // unmount before English comes back, so the provider does not re-render outside act
    return activateLanguage(sourceLanguage);
  });
}

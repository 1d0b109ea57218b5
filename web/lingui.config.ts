// Lingui: messages are extracted from the macros in src/ into one catalogue per language
// (`npm run i18n:extract`); @lingui/vite-plugin compiles a catalogue when the shop imports it.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { languages, sourceLanguage } from './src/lib/i18n/languages';

export default defineConfig({
  sourceLocale: sourceLanguage,
  locales: languages.map((language) => language.code),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // A message English lacks in another language shows in English rather than as an id.
  fallbackLocales: { default: sourceLanguage },
});

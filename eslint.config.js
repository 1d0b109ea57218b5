// One ESLint config for every package: typescript-eslint's recommended rules and React hooks rules for
// web/, which may not import what Preact's compat layer lacks. The layers and import cycles are dependency-cruiser's (scripts/lint/layers.mjs, in `npm run lint`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      'contracts/pacts/**',
      '**/coverage/**',
      'scripts/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // `react` and `react-dom` are Preact's compat layer (docs/decisions/014-preact-as-the-renderer.md),
      // type-checked against @types/react, which also declares what compat lacks: these would be
      // undefined at run time.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: [
                'Activity',
                'Profiler',
                'ViewTransition',
                'act',
                'cache',
                'use',
                'useActionState',
                'useEffectEvent',
                'useOptimistic',
              ],
              message: 'preact/compat has no such export (decision 014).',
            },
            {
              name: 'react-dom',
              importNames: [
                'preconnect',
                'prefetchDNS',
                'preinit',
                'preinitModule',
                'preload',
                'preloadModule',
                'requestFormReset',
                'useFormState',
                'useFormStatus',
              ],
              message: 'preact/compat has no such export (decision 014).',
            },
            {
              name: '@lingui/core/macro',
              importNames: ['plural'],
              message:
                'plural writes its # through Intl.NumberFormat, whose first use costs a phone ~100 ms: select(pluralCategory(n), ...) with formatCount (lib/i18n/format.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        AbortSignal: 'readonly',
        WebSocket: 'readonly',
      },
    },
  },
);

// One ESLint config for every package: typescript-eslint's recommended rules, React hooks rules for web/,
// no import cycles in any package's sources, and web/src's layers pointing one way (scripts/lint/layers.mjs).
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { cycleRules, importSettings, importX, layerRules } from './scripts/lint/layers.mjs';

const webSrc = fileURLToPath(new URL('web/src', import.meta.url));

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
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'mock-server/src/**/*.ts', 'contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: cycleRules,
  },
  {
    // Tests may build the whole app (renderWithProviders, makeStore); the layers hold for what ships.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: layerRules(webSrc),
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

// One ESLint config for every package: typescript-eslint's recommended rules with type information
// for TypeScript (each file checked against the tsconfig.json that holds it), React hooks and
// accessibility (jsx-a11y) rules for web/, Testing Library rules for web's unit tests, Vitest rules
// for every package's unit tests, and web/src's restricted imports (scripts/lint/restrictedImports.mjs).
// The layers and import cycles are dependency-cruiser's (scripts/lint/layers.mjs, in `npm run lint`).
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
// The maintained fork of eslint-plugin-jsx-a11y, the same rules for ESLint 10 (which the original
// does not support): decision 020.
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';
import { restrictedImports } from './scripts/lint/restrictedImports.mjs';

const unitTests = [
  'web/src/**/*.test.{ts,tsx}',
  'mock-server/test/**/*.ts',
  'shop-server/test/**/*.ts',
  'server-kit/test/**/*.ts',
  'contracts/test/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/generated/**',
      'contracts/pacts/**',
      '**/coverage/**',
      'scripts/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // Scripts, benchmarks and configs in plain JavaScript (and a script's declarations) have no types to
  // lint with, nor have the two
  // tool configs in web/ that no tsconfig.json includes (they run in Playwright and Lingui's CLI).
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**/*.d.mts', 'web/playwright.config.ts', 'web/lingui.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['mock-server/**/*.ts', 'shop-server/**/*.ts', 'server-kit/**/*.ts', 'contracts/src/**/*.ts'],
    rules: {
      // Fastify plugins, hooks and handlers are async to tell Fastify they take no `done` callback, and Pact
      // state handlers must return a promise, whether or not they await anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: [...unitTests, 'web/e2e/**/*.ts'],
    rules: {
      // Tests parse answers as JSON (any) and hold their shape with expect(...).toEqual: typing each
      // body first would restate openapi.yaml in every test.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.configs.recommended },
  {
    files: unitTests,
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument, which our tests use to say what failed.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A pact test's checks are runInteraction's (contracts/src/interaction.ts), and a table of
      // interactions names each test by its key.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'runInteraction'] }],
      'vitest/valid-title': ['error', { allowArguments: true }],
    },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Tests check wiring that no role query reaches: the element aria-controls names, a price in
      // <del>, inert slides, the server-rendered markup.
      'testing-library/no-node-access': 'off',
      // Our render helpers (renderCarousel, renderCart) return a `within` of their region or a
      // screen's own helpers, not render's result; `first` and `again` name two renders compared.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // React ignores what an event handler returns; an async handler shows its own failure.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...restrictedImports('web/src'),
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
  {
    // CommonJS where a tool requires it (Lighthouse CI's lighthouserc and puppeteerScript).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

// The imports web/src may not make, as ESLint config blocks for a source folder `src`: eslint.config.js
// applies them to web/src, and scripts/lint/restrictedImports.test.mjs proves them on ./fixtures.
// ESLint, not dependency-cruiser (layers.mjs), because these rules name what is imported, not only
// from where. One `no-restricted-imports` entry per rule would replace the others (a later config
// block's options win), so every block lists all the restrictions that apply to its files.

const linguiPlural = {
  name: '@lingui/core/macro',
  importNames: ['plural'],
  message:
    'plural writes its # through Intl.NumberFormat, whose first use costs a phone ~100 ms: select(pluralCategory(n), ...) with formatCount (lib/i18n/format.ts).',
};

const rawStoreHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message:
    "Use the typed useAppSelector/useAppDispatch of hooks/storeHooks.ts (or an entity's hook, e.g. useIsSignedIn): the raw hooks know nothing of the store's types.",
};

const restrict = (...paths) => ({ 'no-restricted-imports': ['error', { paths }] });

/** ESLint config blocks for `src`: raw react-redux hooks only in hooks/storeHooks.ts; no Lingui `plural`. */
export function restrictedImports(src) {
  return [
    { files: [`${src}/**/*.{ts,tsx}`], rules: restrict(linguiPlural, rawStoreHooks) },
    // The one module that wraps the raw hooks in typed ones.
    { files: [`${src}/hooks/storeHooks.ts`], rules: restrict(linguiPlural) },
  ];
}

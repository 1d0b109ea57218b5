// The direction of dependencies in web/src, as ESLint rules (README, "Layout"): shared code (lib,
// hooks, components) imports no feature and nothing of the app; features import nothing of the
// app; nothing imports the entry module. No module may import itself back through others (a cycle).
// eslint.config.js applies these to web/src; scripts/lint/layers.test.mjs proves them on fixtures.
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** TypeScript sources: extensionless specifiers, and `.js` specifiers that name a `.ts` file (NodeNext). */
export const importResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
});

/** How import-x finds and parses the modules it follows (only files with these extensions are followed). */
export const importSettings = {
  'import-x/resolver-next': [importResolver],
  'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

const shared = ['lib', 'hooks', 'components'];

/** ESLint rules that keep the layers of `src` (a folder with lib/, hooks/, components/, features/, app/, main.tsx) pointing one way. */
export function layerRules(src) {
  const at = (folder) => path.join(src, folder);
  return {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...shared.map((folder) => ({
            target: at(folder),
            from: [at('features'), at('app'), at('main.tsx')],
            message:
              'Shared code (lib, hooks, components) must not import features or the app: dependencies point shared → features → app.',
          })),
          {
            target: at('features'),
            from: [at('app'), at('main.tsx')],
            message:
              'A feature must not import the app layer: dependencies point shared → features → app. Move what it needs down (e.g. lib/paths, hooks/storeHooks).',
          },
        ],
      },
    ],
  };
}

export const cycleRules = { 'import-x/no-cycle': ['error', { ignoreExternal: true }] };

export { importX };

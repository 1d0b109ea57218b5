import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { prerenderFrame } from './build/prerenderFrame.ts';
import { scriptFonts } from './build/scriptFonts.ts';
import { serverPathPrefixes } from './src/lib/serverPaths';
import { pwa } from './pwa.config';

/**
 * On the server, every `t` and `i18n._` of the shop's modules reads the Lingui instance of the
 * render it runs in: their `@lingui/core` is src/server/linguiCore.ts when built for the server
 * (or loaded by Vite for one), Lingui's own in the browser. Renders then run side by side in
 * different languages (decision 021).
 */
function linguiPerRender(): Plugin {
  const perRender = fileURLToPath(new URL('./src/server/linguiCore.ts', import.meta.url));
  return {
    name: 'lingui-per-render',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!options?.ssr || source !== '@lingui/core' || !importer) return null;
      if (importer === perRender || importer.includes('/node_modules/')) return null;
      return perRender;
    },
  };
}

// The mock server (default http://127.0.0.1:8080) answers the API while Vite serves the screens.
const apiTarget = process.env.MOCK_SERVER_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command, isSsrBuild }) => ({
  // precompress runs last (closeBundle, post): it also compresses the service worker PWA writes.
  // lingui compiles the .po catalogues the shop imports; Babel, only on files that import a Lingui
  // macro (the preset's filter), compiles the macros, keeping each English message in the code (so
  // English needs no catalogue). Lingui's native macro transform needs Node 22 to install, and npm
  // here runs on the machine's Node 20: docs/decisions/009-i18n-with-lingui.md.
  // react() compiles JSX and gives `npm run dev` React Refresh: an edited component updates in place
  // and keeps its state.
  // scriptFonts cuts the script fonts down before anything imports them (build/scriptFonts.ts).
  plugins: [
    linguiPerRender(),
    scriptFonts(),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: 'message' })] }),
    // The server renderer's build (`vite build --ssr`, into dist-server) is no web app: no service
    // worker, no compressed copies.
    // The client build writes the layout's frame into index.html, from the renderer's build.
    ...(isSsrBuild ? [] : [prerenderFrame(), pwa, precompress()]),
  ],
  // The renderer's build bundles its libraries (one self-contained module); in development (`npm run
  // dev`, Vite's SSR loader inside the shop server) Node loads them from node_modules, as they are CommonJS.
  ssr: command === 'build' ? { noExternal: true, target: 'node' } : { target: 'node' },
  resolve: {
    // React's own hook in place of the shim a library brings for React before 18 (lib/reactStoreShim.ts).
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/reactStoreShim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    // The browser's Host goes through unchanged: the mock server makes image URLs absolute from it,
    // so pictures load through this proxy from whatever address the developer opened.
    proxy: Object.fromEntries(serverPathPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    sourcemap: false,
    // The server renderer reads the manifest to link a rendered screen's styles and script.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    // How the code is cut into files, measured with `npm run bench:web:compare` (decision 006):
    // - the first screen's code comes in two files, the libraries and the shop, both preloaded by
    //   index.html. One file of both runs longer before the first paint (TBT 274 against 178 ms on
    //   `/`); many small files queue behind each other on a phone's six connections.
    // - small pieces that several screens share go into the files that import them, so a screen is
    //   one file, not a cascade of nine. The listing's catalogue request no longer waits for a free
    //   connection behind them: listing LCP 2.45 to 2.28 s; the entry grows by 3.4 kB.
    // The server renderer is one self-contained ES module (.mjs: whatever package.json is near),
    // libraries included: the mock server loads it wherever the build is (a test's copy, the Docker
    // image without the shop's dependencies).
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false, entryFileNames: '[name].mjs' } }
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
                { name: 'shop', tags: ['$initial'] },
              ],
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
            },
          },
        },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Screen tests type and click through jsdom; on a busy 2-core machine one can take well over
    // Vitest's 5 s default. This is a hang guard, not a speed check (speed lives in benchmarks).
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));

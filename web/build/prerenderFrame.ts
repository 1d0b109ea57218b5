/**
 * A Vite build plugin: writes the layout's frame (top bar, category bar, footer, a spinner where
 * the screen goes) into the built index.html, rendered by the server renderer's build
 * (src/entry-server.tsx, `renderFrame`). A static host, a screen the server does not render and
 * the service worker's offline copy all answer index.html: with the frame in it, their first paint
 * needs the document and its CSS, not the script. The renderer is built first (`npm run build -w
 * web` runs `vite build --ssr` before `vite build`). The frame is English: index.html answered for a
 * page of another language (`/hi/...`) shows none of it, and starts in the URL's language (main.tsx).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const emptyRoot = '<div id="root"></div>';

export function prerenderFrame(): Plugin {
  let renderer = '';
  return {
    name: 'prerender-frame',
    apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      renderer = join(config.root, 'dist-server', 'entry-server.mjs');
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!existsSync(renderer)) {
          throw new Error(`${renderer} is not built: build it first (npm run build -w web does both, in order)`);
        }
        if (!html.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
        const { renderFrame } = (await import(pathToFileURL(renderer).href)) as { renderFrame: () => Promise<string> };
        return html.replace(emptyRoot, await renderFrame());
      },
    },
  };
}

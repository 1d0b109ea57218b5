/**
 * The HTML document around a rendered screen, cut once from the client build's index.html: its
 * head (in the page's language, with the page's own title, the screens' stylesheets and the script
 * starter), the root element the screen goes into, and the rest. With the build's manifest a page
 * links what its screens need; without one (a development server) the template keeps its scripts.
 */
import { sourceLanguage } from '../lib/i18n/languages';
import type { BuildManifest } from './contract';

/** The build files of `keys` and of every chunk they import, styles and scripts apart. */
function filesOf(manifest: BuildManifest, keys: string[]) {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { css, scripts };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What a page links, from the manifest, read once: a page only walks its own screens' chunks. */
function pageLinks(manifest: BuildManifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const entryFile = manifest[entryKey]?.file ?? '';
  const entry = filesOf(manifest, [entryKey]);
  return (modules: string[], language: string): string => {
    const screens = filesOf(manifest, modules);
    // A language other than English waits for its files (lib/i18n/languageFiles.ts and its catalogue)
    // before the shop starts: the starter asks for them with the rest.
    const languageFiles =
      language === sourceLanguage ? [] : ['src/lib/i18n/languageFiles.ts', `src/locales/${language}/messages.po`];
    // The screens' own stylesheets (index.html links the entry's): the page paints styled.
    const stylesheets = [...screens.css]
      .filter((file) => !entry.css.has(file))
      .map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`)
      .join('');
    // /start-shop.js (web/public), naming the entry and every chunk it, the screens and the language
    // need: it asks for them once the page has painted, since the server's HTML is the page, so on a
    // slow network its styles and pictures come first and the script after.
    const scripts = new Set([...entry.scripts, ...screens.scripts, ...filesOf(manifest, languageFiles).scripts]);
    scripts.delete(entryFile);
    const preload = escapeAttribute([...scripts].map((file) => `/${file}`).join(' '));
    const starter = `<script defer src="/start-shop.js" data-entry="/${escapeAttribute(entryFile)}" data-preload="${preload}"></script>`;
    return `${starter}${stylesheets}`;
  };
}

/** index.html's root element: empty, or holding the layout's frame between two markers. */
const rootElement = /<div id="root">(?:<!--frame-->[\s\S]*?<!--\/frame-->)?<\/div>/;
const titleElement = /<title>[\s\S]*?<\/title>/;

export interface PageParts {
  language: string;
  /** The screen's `<title>` element, in place of the template's (none: the template's stays). */
  title?: string | undefined;
  /** Build modules of the page's screens (route handles' `module`). */
  modules: string[];
  /** The root element's content. */
  root: string;
  /** After the root element: the page's state script, say. */
  afterRoot?: string;
}

export interface PageDocument {
  page(parts: PageParts): string;
}

export function pageDocument(template: string, manifest: BuildManifest | undefined): PageDocument {
  const root = rootElement.exec(template);
  if (!root || !template.includes('</head>')) throw new Error('index.html has no <div id="root"> or no </head>');
  const links: (modules: string[], language: string) => string = manifest ? pageLinks(manifest) : () => '';
  // index.html's own script and module preloads give way to the starter (pageLinks); in development
  // (no manifest) they stay.
  const head = manifest
    ? template
        .slice(0, root.index)
        .replace(/\s*<script type="module"[^>]*><\/script>/, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    : template.slice(0, root.index);
  const tail = template.slice(root.index + root[0].length);
  return {
    page({ language, title, modules, root: content, afterRoot = '' }) {
      let opening = head.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(language)}"`);
      if (title) opening = opening.replace(titleElement, () => title);
      opening = opening.replace('</head>', () => `${links(modules, language)}</head>`);
      return `${opening}<div id="root">${content}</div>${afterRoot}${tail}`;
    },
  };
}

/**
 * The HTML document around a rendered screen, cut once from the client build's index.html: its
 * head (in the page's language, with the page's own head elements, the screens' stylesheets and the
 * script starter), the root element the screen goes into, and the rest. With the build's manifest a
 * page links what its screens need; without one (a development server) the template keeps its scripts.
 *
 * A screen's head (components/PageHead: title, description, canonical URL, alternates, social
 * preview) is React 19's hoisted `<title>`, `<meta>` and `<link>`, which a render of the root
 * element writes ahead of its markup (`hoistedHead`). They go into the document's head, each once:
 * the template's own of the same kind (index.html's title and site description) give way to them.
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

/**
 * A head element as React writes it (attributes in double quotes, `<` and `>` in them escaped), or a
 * comment of the template's, which is skipped whole.
 */
const headElement = /<!--[\s\S]*?-->|<title(?:\s[^>]*)?>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>/gi;
const leadingHeadElement = /<title(?:\s[^>]*)?>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>/y;

/**
 * The head elements React hoisted out of a render of the root element (it writes them first, ahead
 * of the markup), and the markup after them.
 */
export function hoistedHead(html: string): { head: string[]; rest: string } {
  const head: string[] = [];
  leadingHeadElement.lastIndex = 0;
  let found: RegExpExecArray | null;
  let end = 0;
  while ((found = leadingHeadElement.exec(html))) {
    head.push(found[0]);
    end = leadingHeadElement.lastIndex;
  }
  return { head, rest: html.slice(end) };
}

const attributesOf = (element: string): Map<string, string> =>
  new Map(
    [...element.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), value]),
  );

/**
 * What a head element is, so that a document has one of each: its title; a meta of its name (the
 * description, robots); a meta of its Open Graph property, of which a page may have several (the
 * other languages' locales); its canonical link; its alternate in one language; any other link to
 * one address.
 */
function kindOf(element: string): { kind: string; single: boolean } {
  const tag = /^<(\w+)/.exec(element)?.[1]?.toLowerCase() ?? '';
  if (tag === 'title') return { kind: 'title', single: true };
  const attributes = attributesOf(element);
  const rel = attributes.get('rel')?.toLowerCase();
  if (tag === 'link' && rel === 'canonical') return { kind: 'link canonical', single: true };
  if (tag === 'link' && rel === 'alternate' && attributes.has('hreflang'))
    return { kind: `link alternate ${attributes.get('hreflang')?.toLowerCase()}`, single: true };
  if (tag === 'link') return { kind: `link ${rel} ${attributes.get('href')}`, single: true };
  const property = attributes.get('property');
  if (property) return { kind: `meta property ${property}`, single: false };
  const name =
    attributes.get('name') ?? attributes.get('http-equiv') ?? (attributes.has('charset') ? 'charset' : element);
  return { kind: `meta ${name.toLowerCase()}`, single: true };
}

/**
 * `head` (the template's, up to its end tag) with the screen's `elements`: they take the place of the
 * template's of their kinds (of a single kind the first, an exact repeat dropped), where the
 * template's title was, else at the end.
 */
function withScreenHead(head: string, elements: readonly string[]): string {
  if (elements.length === 0) return head;
  const kinds = new Set<string>();
  const kept = new Set<string>();
  for (const element of elements) {
    const { kind, single } = kindOf(element);
    if ((single && kinds.has(kind)) || kept.has(element)) continue;
    kinds.add(kind);
    kept.add(element);
  }
  const screenHead = [...kept].join('');
  let placed = false;
  const merged = head.replace(headElement, (element) => {
    if (element.startsWith('<!--') || !kinds.has(kindOf(element).kind)) return element;
    if (placed || !/^<title/i.test(element)) return '';
    placed = true;
    return screenHead;
  });
  return placed ? merged : `${merged}${screenHead}`;
}

export interface PageParts {
  language: string;
  /** The screen's head elements (`hoistedHead`), in place of the template's of the same kinds. */
  head?: readonly string[] | undefined;
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
  const opening = manifest
    ? template
        .slice(0, root.index)
        .replace(/\s*<script type="module"[^>]*><\/script>/, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    : template.slice(0, root.index);
  // The head up to its end tag, and the body's start.
  const headEnd = opening.indexOf('</head>');
  const head = opening.slice(0, headEnd);
  const bodyStart = opening.slice(headEnd + '</head>'.length);
  const tail = template.slice(root.index + root[0].length);
  return {
    page({ language, head: screenHead = [], modules, root: content, afterRoot = '' }) {
      const pageHead = withScreenHead(head, screenHead).replace(
        /<html lang="[^"]*"/,
        `<html lang="${escapeAttribute(language)}"`,
      );
      return `${pageHead}${links(modules, language)}</head>${bodyStart}<div id="root">${content}</div>${afterRoot}${tail}`;
    },
  };
}

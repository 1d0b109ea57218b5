/**
 * Turns the HTML of a send-email message into readable plain text for the outbox: links keep their
 * URL ("Reset your password (http://localhost:8080/reset-password)"), block tags become line breaks,
 * script/style/head content goes, and entities are decoded. Not a sanitizer: the outbox page escapes
 * everything it shows.
 *
 * The input is untrusted, so the work must be linear in its length: htmlparser2's streaming tokenizer
 * reads each character once (no regex backtracking, no DOM, no recursion, so no deep-nesting stack
 * overflow), and its entity decoder maps out-of-range numbers to U+FFFD and knows only real entity
 * names (`&constructor;` stays as typed). The old regex version took hours on 13 KB of `<a href='`.
 */
import { Parser } from 'htmlparser2';

const hiddenTags = new Set(['script', 'style', 'head', 'title', 'template']);
const blockTags = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'tr',
  'table',
  'ul',
  'ol',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
]);

interface OpenLink {
  href: string;
  /** Where the link's label starts in the output. */
  start: number;
  /** <a> tags opened inside this one: not links of their own, so each label is rewritten once. */
  nested: number;
}

export function htmlToText(html: string): string {
  let out = '';
  let hiddenDepth = 0;
  let link: OpenLink | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (hiddenTags.has(name)) hiddenDepth += 1;
        else if (name === 'br') out += '\n';
        else if (name === 'a' && link) link.nested += 1;
        else if (name === 'a') link = { href: (attributes.href ?? '').trim(), start: out.length, nested: 0 };
      },
      ontext(text) {
        if (hiddenDepth === 0) out += text;
      },
      onclosetag(name) {
        if (hiddenTags.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (blockTags.has(name)) out += '\n';
        else if (name === 'a' && link && link.nested > 0) link.nested -= 1;
        else if (name === 'a' && link) {
          const { href, start } = link;
          link = undefined;
          if (!href) return;
          const label = out.slice(start).trim();
          out = out.slice(0, start) + (label && label !== href ? `${label} (${href})` : href);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  return out
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

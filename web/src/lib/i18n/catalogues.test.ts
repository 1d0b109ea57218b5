/**
 * Every language's catalogue has every message English has (a new language is one catalogue plus
 * one line in languages.ts: this is what tells its translator what is left), and each translation
 * keeps its English message's structure: the same `{placeholders}`, the same select/plural cases
 * with the same placeholders in each, the same Lingui tags (`<0>…</0>`). Run
 * `npm run i18n:extract` after changing a text: it adds new English messages to every catalogue.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage as linguiCompileMessage } from '@lingui/message-utils/compileMessage';
import { compileMessage, type CompiledMessage } from './compileMessage';
import { languages, sourceLanguage } from './languages';

type Catalogue = Record<string, { message?: string; translation?: string; obsolete?: boolean }>;

const localesDir = join(__dirname, '..', '..', 'locales');

async function readCatalogue(code: string): Promise<Catalogue> {
  const content = readFileSync(join(localesDir, code, 'messages.po'), 'utf8');
  const parsed = await formatter().parse(content, {
    locale: code,
    sourceLocale: sourceLanguage,
    filename: `${code}/messages.po`,
  });
  return parsed ?? {};
}

/** The English messages `catalogue` has no translation for. */
function missingMessages(english: Catalogue, catalogue: Catalogue): string[] {
  return Object.entries(english)
    .filter(([id, entry]) => !entry.obsolete && !catalogue[id]?.translation?.trim())
    .map(([id, entry]) => entry.message ?? id);
}

/**
 * What a translation must keep of its message, sorted: each placeholder (with its select/plural
 * type), each `#`, each Lingui tag, and those inside a case prefixed by the case
 * (`0=one: {changes}`), so a lost, renamed or added placeholder, case or tag changes it.
 */
function structureOf(message: string): string[] {
  const found: string[] = [];
  // A message without arguments compiles to its text alone.
  const walk = (compiled: CompiledMessage | string, within: string) => {
    for (const part of typeof compiled === 'string' ? [compiled] : compiled) {
      if (typeof part !== 'string') {
        const [name, type, cases] = part;
        found.push(`${within}{${[name, type].filter(Boolean).join(', ')}}`);
        for (const [key, branch] of Object.entries(cases ?? {}))
          if (key !== 'offset') walk(branch as CompiledMessage | string, `${within}${name}=${key}: `);
      } else if (part === '#') found.push(`${within}#`);
      else for (const tag of part.match(/<\/?\d+\/?>/g) ?? []) found.push(`${within}${tag}`);
    }
  };
  walk(compileMessage(message), '');
  return found.sort();
}

/** Translations in `catalogue` whose structure differs from their English message's. */
function brokenStructures(english: Catalogue, catalogue: Catalogue): string[] {
  return Object.entries(english).flatMap(([id, entry]) => {
    const message = entry.message ?? id;
    const translation = catalogue[id]?.translation;
    if (entry.obsolete || !translation?.trim()) return [];
    const [expected, actual] = [structureOf(message), structureOf(translation)];
    return expected.join('|') === actual.join('|') ? [] : [`${message} → ${translation}`];
  });
}

describe('message catalogues', () => {
  it('finds the English messages a catalogue lacks or leaves untranslated', async () => {
    const english = await readCatalogue(sourceLanguage);
    const [firstId, ...rest] = Object.keys(english);
    expect(firstId).toBeDefined();
    const lacking: Catalogue = Object.fromEntries(rest.map((id) => [id, { translation: 'x' }]));
    expect(missingMessages(english, lacking)).toEqual([english[firstId!]!.message ?? firstId]);
    const untranslated: Catalogue = { ...lacking, [firstId!]: { translation: '' } };
    expect(missingMessages(english, untranslated)).toHaveLength(1);
  });

  it('finds translations that lose, rename or add a placeholder, a case or a tag', () => {
    const message = '{0, select, one {{n} item in <0>your cart</0>} other {{n} items in <0>your cart</0>}}';
    const english: Catalogue = { id: { message } };
    const keeps = '{0, select, one {<0>कार्टमध्ये</0> {n} वस्तू} other {<0>कार्टमध्ये</0> {n} वस्तू}}';
    expect(brokenStructures(english, { id: { translation: keeps } })).toEqual([]);
    for (const broken of [
      '{0, select, one {{count} वस्तू <0>कार्टमध्ये</0>} other {{n} वस्तू <0>कार्टमध्ये</0>}}',
      '{0, select, other {{n} वस्तू <0>कार्टमध्ये</0>}}',
      '{0, select, one {{n} वस्तू कार्टमध्ये} other {{n} वस्तू <0>कार्टमध्ये</0>}}',
      '{0, select, one {{n} वस्तू <0>कार्टमध्ये</0>} other {{n} {n} वस्तू <0>कार्टमध्ये</0>}}',
      '{n} वस्तू <0>कार्टमध्ये</0>',
    ])
      expect(brokenStructures(english, { id: { translation: broken } }), broken).toHaveLength(1);
  });

  it.each(languages.map((language) => language.code))('%s has every English message', async (code) => {
    const [english, catalogue] = await Promise.all([readCatalogue(sourceLanguage), readCatalogue(code)]);
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(missingMessages(english, catalogue)).toEqual([]);
  });

  it.each(languages.map((language) => language.code))(
    '%s keeps the placeholders, cases and tags of every message',
    async (code) => {
      const [english, catalogue] = await Promise.all([readCatalogue(sourceLanguage), readCatalogue(code)]);
      expect(brokenStructures(english, catalogue)).toEqual([]);
    },
  );
});

describe('the compiler of English messages', () => {
  it.each(languages.map((language) => language.code))(
    "compiles every %s message as Lingui's own compiler does",
    async (code) => {
      const catalogue = await readCatalogue(code);
      const texts = Object.values(catalogue).flatMap((entry) =>
        [entry.message, entry.translation].filter((text): text is string => !!text),
      );
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(compileMessage(text), text).toEqual(linguiCompileMessage(text));
    },
  );

  it('reads plurals, = cases, # and quoted braces', () => {
    const message = "{count, plural, =0 {none} one {# item} other {# items}} '{'literal'}' it''s";
    expect(compileMessage(message)).toEqual(linguiCompileMessage(message));
  });
});

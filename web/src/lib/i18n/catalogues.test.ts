/**
 * Every language's catalogue has every message English has (a new language is one catalogue plus
 * one line in languages.ts: this is what tells its translator what is left). Run
 * `npm run i18n:extract` after changing a text: it adds new English messages to every catalogue.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage as linguiCompileMessage } from '@lingui/message-utils/compileMessage';
import { compileMessage } from './compileMessage';
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

  it.each(languages.map((language) => language.code))('%s has every English message', async (code) => {
    const [english, catalogue] = await Promise.all([readCatalogue(sourceLanguage), readCatalogue(code)]);
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(missingMessages(english, catalogue)).toEqual([]);
  });
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

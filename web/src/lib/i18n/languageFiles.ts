/**
 * What a language other than English needs before it shows: its catalogue and its script's font.
 * A chunk of its own (./i18n.ts imports it only for such a language), so the English entry carries
 * no byte per language, however many the shop speaks; each catalogue is a further chunk
 * (`import.meta.glob` without `eager`), fetched only for its language. A page the server renders in
 * a language names this chunk and that catalogue for the browser to fetch beside the entry
 * (entry-server.tsx), so nothing waits on this one first.
 */
import type { Messages } from '@lingui/core';
import { loadFont } from './fonts';
import type { Language } from './languages';

const catalogues = import.meta.glob<{ messages: Messages }>([
  '../../locales/*/messages.po',
  '!../../locales/en/messages.po',
]);

/** The catalogue of the language `code` (the server's renders need no font). */
export async function catalogueOf(code: string): Promise<Messages> {
  const load = catalogues[`../../locales/${code}/messages.po`];
  if (!load) throw new Error(`no catalogue for language ${code}`);
  return (await load()).messages;
}

/** The catalogue of `language`, once its script font is in too (or has kept it waiting long enough). */
export async function languageFiles({ code, font }: Language): Promise<Messages> {
  const [messages] = await Promise.all([catalogueOf(code), font && loadFont(font)]);
  return messages;
}

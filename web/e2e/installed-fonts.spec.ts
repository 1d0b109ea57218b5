/**
 * A phone that already carries Noto Sans for a script (most Android phones in India) downloads no
 * font in the languages written in it: each script's `@font-face` names the installed faces
 * (`local()`) before the shop's own subset (build/scriptFonts.ts). A phone without them still gets
 * the subset. The "phone" is a Chromium of its own whose fontconfig (FONTCONFIG_FILE) adds the Noto
 * Sans files the subsets are cut from to the machine's fonts, or takes any Noto Sans of these
 * scripts away from them.
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import chromiumArgs from '../../scripts/chromium-flags.json' with { type: 'json' };
import { fontFamily, sourceFont, weights } from '../build/scriptFonts';
import { chromiumPathOrExit } from '../../scripts/lib/find-chromium.mjs';
import { languages } from '../src/lib/i18n/languages';
import { localizedPath } from '../src/lib/i18n/languageUrls';
import { paths } from '../src/lib/paths';
import { expect, test } from './fixtures';

/** One language for each script font (Marathi shares Hindi's). */
const scriptLanguages = languages.flatMap((language, i) =>
  'font' in language && languages.findIndex((other) => 'font' in other && other.font === language.font) === i
    ? [language]
    : [],
);

/**
 * A fontconfig of its own: the machine's fonts (Latin text needs one; Chromium stops without any),
 * and either the regular and semibold Noto Sans of every script the shop serves a font for, as
 * TrueType (what a phone has; fontconfig lists a woff2 but Chromium does not open one), or none of
 * them, even where the machine has them.
 */
async function fontconfig(noto: 'installed' | 'absent') {
  const folder = mkdtempSync(join(tmpdir(), 'installed-fonts-'));
  const fonts = join(folder, 'fonts');
  mkdirSync(fonts);
  let choice: string;
  if (noto === 'installed') {
    for (const { font } of scriptLanguages)
      for (const weight of weights) {
        const ttf = await subsetFont(readFileSync(sourceFont(font, weight)), '', {
          keepAllGlyphs: true,
          targetFormat: 'sfnt',
        });
        writeFileSync(join(fonts, `${font}-${weight}.ttf`), ttf);
      }
    choice = `<dir>${fonts}</dir>`;
  } else {
    const families = scriptLanguages.map(
      ({ font }) => `<patelt name="family"><string>${fontFamily(font)}</string></patelt>`,
    );
    choice = `<selectfont><rejectfont>${families.map((family) => `<pattern>${family}</pattern>`).join('')}</rejectfont></selectfont>`;
  }
  const file = join(folder, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <cachedir>${join(folder, 'cache')}</cachedir>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  ${choice}
</fontconfig>
`,
  );
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The font files each language's home page downloads, in a browser with or without Noto Sans installed. */
async function fontDownloads(baseURL: string, noto: 'installed' | 'absent') {
  const config = await fontconfig(noto);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPathOrExit(),
      args: chromiumArgs,
      env: { ...process.env, FONTCONFIG_FILE: config.file },
    });
    const downloads: Record<string, string[]> = {};
    for (const { code, font, name } of scriptLanguages) {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const files: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') files.push(new URL(request.url()).pathname);
      });
      await page.goto(localizedPath(paths.home, code));
      await expect(page.locator('html')).toHaveAttribute('data-script', font);
      await page.waitForLoadState('networkidle');
      // Both weights draw the language's name (written in its script) in the script's face, from wherever it came.
      const family = fontFamily(font);
      const loaded = await page.evaluate(
        ({ family, weights, name }) =>
          Promise.all(weights.map((weight) => document.fonts.load(`${weight} 1em "${family}"`, name))).then((faces) =>
            faces.every((face) => face.length > 0),
          ),
        { family, weights, name },
      );
      expect(loaded, `${family} in ${code}`).toBe(true);
      downloads[code] = files;
      await context.close();
    }
    return downloads;
  } finally {
    await browser?.close();
    config.remove();
  }
}

const codes = scriptLanguages.map(({ code }) => code).join(', ');

test(`a phone with Noto Sans installed downloads no font in ${codes}`, async ({ baseURL }) => {
  test.slow(); // a browser of its own, four languages
  const downloads = await fontDownloads(baseURL!, 'installed');
  expect(downloads).toEqual(Object.fromEntries(scriptLanguages.map(({ code }) => [code, []])));
});

test(`a phone without it downloads the shop's own subset, both weights, in ${codes}`, async ({ baseURL }) => {
  test.slow();
  const downloads = await fontDownloads(baseURL!, 'absent');
  for (const { code, font } of scriptLanguages)
    expect(downloads[code]!.sort(), code).toEqual(
      weights.map((weight) => expect.stringMatching(new RegExp(`/${font}-${weight}-[\\w-]+\\.woff2$`))),
    );
});

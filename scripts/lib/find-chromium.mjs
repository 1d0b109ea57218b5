// The Chromium that the browser tests (web/playwright.config.ts) and the web benchmarks
// (bench/lighthouse.mjs) drive, found the way the ecosystem finds one:
//   1. CHROMIUM_PATH, when set (a wrong one is an error, never silently skipped);
//   2. the system's Chromium or Chrome, as chrome-launcher lists the installations (it reads
//      CHROME_PATH first, then the usual places and names of each platform);
//   3. Playwright's own Chromium, when `npx playwright install chromium` has downloaded it.
// With none, the message names the one command that installs one on this kind of machine, instead
// of a launch failure's stack trace.
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Launcher } from 'chrome-launcher';

export class NoChromiumError extends Error {
  name = 'NoChromiumError';
}

/** The one command that installs a Chromium here: Debian's package, else Playwright's download. */
export function installCommand({ platform, debian }) {
  return platform === 'linux' && debian ? 'sudo apt-get install -y chromium' : 'npx playwright install chromium';
}

/**
 * The first Chromium in the order above. Every way of looking is passed in, so the order and the
 * messages can be tested without the machine's browsers:
 * - env: the environment (CHROMIUM_PATH);
 * - installations(): the system's installations, best first;
 * - playwrightChromium(): the path of Playwright's own Chromium, or undefined;
 * - isExecutable(path): whether a file is there and may be run;
 * - install: the command `installCommand` gives for this machine.
 * Returns { path, from } (from says which of the three found it) or throws NoChromiumError.
 */
export function pickChromium({ env, installations, playwrightChromium, isExecutable, install }) {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen) {
    if (isExecutable(chosen)) return { path: chosen, from: 'CHROMIUM_PATH' };
    throw new NoChromiumError(
      `CHROMIUM_PATH=${chosen} is not an executable file: point it at a Chromium or Chrome, or unset it to use the system's.`,
    );
  }
  const system = installations().find(isExecutable);
  if (system) return { path: system, from: 'system' };
  const playwrights = playwrightChromium();
  if (playwrights && isExecutable(playwrights)) return { path: playwrights, from: 'playwright' };
  throw new NoChromiumError(
    [
      'No Chromium or Chrome found (looked at CHROMIUM_PATH, the system installations and Playwright’s own).',
      'Install one with:',
      '',
      `  ${install}`,
      '',
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  );
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** chrome-launcher throws on a platform it does not know: nothing installed, as far as it can tell. */
function systemInstallations() {
  try {
    return Launcher.getInstallations();
  } catch {
    return [];
  }
}

/** Where Playwright keeps its own Chromium (downloaded or not), when @playwright/test is installed. */
function playwrightChromium() {
  try {
    return createRequire(import.meta.url)('@playwright/test').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** This machine's Chromium, or NoChromiumError saying how to install one. */
export function findChromium(env = process.env) {
  return pickChromium({
    env,
    installations: systemInstallations,
    playwrightChromium,
    isExecutable,
    install: installCommand({ platform: process.platform, debian: existsSync('/etc/debian_version') }),
  });
}

/** For a command's start: the path, or the message alone (no stack trace) and exit status 1. */
export function chromiumPathOrExit(env = process.env) {
  try {
    return findChromium(env).path;
  } catch (error) {
    if (!(error instanceof NoChromiumError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

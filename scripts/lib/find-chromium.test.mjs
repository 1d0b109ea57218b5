// node --test: the browser is looked for in CHROMIUM_PATH, then the system's installations, then
// Playwright's own; with none, the message names the one command that installs one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findChromium, installCommand, NoChromiumError, pickChromium } from './find-chromium.mjs';

/** A machine whose executable files are `present`, with `installed` system browsers and Playwright's at `playwright`. */
function machine({ present = [], installed = [], playwright, env = {} } = {}) {
  return {
    env,
    installations: () => installed,
    playwrightChromium: () => playwright,
    isExecutable: (path) => present.includes(path),
    install: 'sudo apt-get install -y chromium',
  };
}

test('CHROMIUM_PATH comes first, before a system browser and Playwright’s', () => {
  const found = pickChromium(
    machine({
      env: { CHROMIUM_PATH: '/opt/mine/chrome' },
      present: ['/opt/mine/chrome', '/usr/bin/chromium', '/pw/chrome'],
      installed: ['/usr/bin/chromium'],
      playwright: '/pw/chrome',
    }),
  );
  assert.deepEqual(found, { path: '/opt/mine/chrome', from: 'CHROMIUM_PATH' });
});

test('a CHROMIUM_PATH that is not there is an error naming it, not a silent fallback', () => {
  assert.throws(
    () =>
      pickChromium(
        machine({
          env: { CHROMIUM_PATH: '/nowhere/chrome' },
          present: ['/usr/bin/chromium'],
          installed: ['/usr/bin/chromium'],
        }),
      ),
    (error) => error instanceof NoChromiumError && error.message.startsWith('CHROMIUM_PATH=/nowhere/chrome is not'),
  );
});

test('then the first system installation that is really there, before Playwright’s', () => {
  const found = pickChromium(
    machine({
      env: { CHROMIUM_PATH: '  ' },
      present: ['/usr/bin/chromium', '/pw/chrome'],
      installed: ['/usr/bin/google-chrome', '/usr/bin/chromium'],
      playwright: '/pw/chrome',
    }),
  );
  assert.deepEqual(found, { path: '/usr/bin/chromium', from: 'system' });
});

test('then Playwright’s own, when downloaded', () => {
  assert.deepEqual(pickChromium(machine({ present: ['/pw/chrome'], playwright: '/pw/chrome' })), {
    path: '/pw/chrome',
    from: 'playwright',
  });
});

test('with none (Playwright’s path named but not downloaded), the message says which command installs one', () => {
  assert.throws(
    () => pickChromium(machine({ installed: ['/usr/bin/chromium'], playwright: '/pw/chrome' })),
    (error) =>
      error instanceof NoChromiumError &&
      error.message.includes('\n  sudo apt-get install -y chromium\n') &&
      error.message.includes('CHROMIUM_PATH'),
  );
});

test('the install command: Debian’s package on Debian or Ubuntu, Playwright’s download elsewhere', () => {
  assert.equal(installCommand({ platform: 'linux', debian: true }), 'sudo apt-get install -y chromium');
  assert.equal(installCommand({ platform: 'linux', debian: false }), 'npx playwright install chromium');
  assert.equal(installCommand({ platform: 'darwin', debian: false }), 'npx playwright install chromium');
  assert.equal(installCommand({ platform: 'win32', debian: false }), 'npx playwright install chromium');
});

test('on this machine, with the real lookups, CHROMIUM_PATH pointing at a missing file is refused', () => {
  assert.throws(() => findChromium({ CHROMIUM_PATH: '/definitely/not/a/browser' }), NoChromiumError);
});

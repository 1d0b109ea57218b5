import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
const puppeteer = createRequire(import.meta.url)(createRequire(import.meta.url).resolve('puppeteer-core', { paths: [createRequire(import.meta.url).resolve('@lhci/cli/package.json')] }));
import { launchChromium } from './lighthouse.mjs';
import { signup, startMockServer, stop } from './server.mjs';
const server = await startMockServer(300, { NODE_ENV: '' });
const chrome = await launchChromium();
try {
  const { token, user } = await signup(server.base);
  const cookie = `token=${token}; user=${encodeURIComponent(JSON.stringify(user))}`;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (let i = 0; i < 2; i++) for (const name of ['anon', 'signed']) {
    const page = await browser.newPage();
    if (name === 'signed') await page.setCookie({ name: 'token', value: token, url: server.base }, { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: server.base });
    else await page.deleteCookie({ name: 'token', url: server.base }, { name: 'user', url: server.base });
    await page.close();
    const r = await lighthouse(server.base + '/', { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
    const l = r.lhr;
    console.log(name, 'TBT', Math.round(l.audits['total-blocking-time'].numericValue), (l.audits['long-tasks']?.details?.items||[]).slice(0,4).map(i=>Math.round(i.duration)+'@'+Math.round(i.startTime)).join(' '));
  }
} finally { await chrome.kill(); stop(server.child); }

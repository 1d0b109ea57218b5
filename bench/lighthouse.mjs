// Lighthouse for the web benchmarks: one headless Chromium (the project's flags), the network
// profiles the benchmarks run under, and the metrics each run reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromiumArgs from '../scripts/chromium-flags.json' with { type: 'json' };
import profiles from './network-profiles.json' with { type: 'json' };
import { chromiumPathOrExit } from '../scripts/lib/find-chromium.mjs';

export function launchChromium() {
  return chromeLauncher.launch({
    // The browser tests' Chromium (CHROMIUM_PATH, then CHROME_PATH and the system's, then Playwright's).
    chromePath: chromiumPathOrExit(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
}

/**
 * The network profiles, by name (`--profile <name>`), in bench/network-profiles.json (lighthouserc.cjs
 * reads them too). Both are Lighthouse's simulated throttling (Lantern: the page loads unthrottled,
 * then Lighthouse computes the timings the profile would have given) on its emulated mid-range phone;
 * `flags` are what `lighthouse <url> --...` would be given: slow 3G is --throttling.rttMs=400
 * --throttling.throughputKbps=400 --throttling.cpuSlowdownMultiplier=4.
 */
export { profiles };

/** The profiles named by `--profile name[,name]` (all of them without it), or exits with usage. */
export function profilesFrom(value) {
  const names = value ? value.split(',').map((s) => s.trim()) : Object.keys(profiles);
  const unknown = names.filter((name) => !Object.hasOwn(profiles, name));
  if (unknown.length > 0 || names.length === 0) {
    console.error(`--profile takes ${Object.keys(profiles).join(' or ')} (comma-separated), not ${value}`);
    process.exit(2);
  }
  return names;
}

/** The metrics the benchmarks print, from one Lighthouse result. */
export function metricsOf(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tti: lhr.audits.interactive.numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scripts.reduce((total, item) => total + item.transferSize, 0) / 1000,
    // Lighthouse's measure of this machine's speed at the time (higher is faster): on a shared VM it
    // moves by half between runs, and every timing with it.
    speed: lhr.environment.benchmarkIndex,
  };
}

/** One Lighthouse run of `url` (performance only) in `chrome` under profile `profile`: its metrics. */
export async function measure(chrome, url, profile = 'mobile') {
  const result = await lighthouse(url, {
    ...profiles[profile].flags,
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  const { runtimeError } = result.lhr;
  // A failed run's metrics are missing (NaN in the medians): say why.
  if (runtimeError) console.warn(`Lighthouse on ${url}: ${runtimeError.code}: ${runtimeError.message}`);
  return metricsOf(result.lhr);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each metric over `samples`. */
export const medians = (samples) =>
  Object.fromEntries(Object.keys(samples[0]).map((name) => [name, median(samples.map((s) => s[name]))]));

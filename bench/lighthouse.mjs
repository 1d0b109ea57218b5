// Lighthouse for the web benchmarks: one headless Chromium (the project's flags) and the metrics
// each run reports, mobile preset (emulated mid-range phone, simulated slow 4G, 4x CPU slowdown).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromiumArgs from '../scripts/chromium-flags.json' with { type: 'json' };

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
}

function metricsOf(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scripts.reduce((total, item) => total + item.transferSize, 0) / 1000,
    // Lighthouse's measure of this machine's speed at the time (higher is faster): on a shared VM it
    // moves by half between runs, and every timing with it.
    speed: lhr.environment.benchmarkIndex,
  };
}

/** One Lighthouse run of `url` (performance only) in `chrome`: its metrics. */
export async function measure(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
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

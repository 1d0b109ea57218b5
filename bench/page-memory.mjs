// `npm run bench:page-memory`: the memory one shop server (a replica) needs under distinct-URL load
// (issue 48: a replica's RSS reached ~830 MB when every one-off page kept brotli and gzip copies).
// Starts the built mock server with a catalogue of PAGES products and the built shop server in front
// of it, then asks for every product's page once with `Accept-Encoding: br` (distinct URLs, each
// rendered and compressed for its one answer), then for each again (now kept pages handed out again:
// their copies are made), sampling the shop server's resident memory every 100 ms. Prints the peak
// and the memory at the end of each phase, for the default page cache (10 s) and for the longest one
// PAGE_CACHE_SECONDS allows (600 s, every page still kept when it is asked for again). Exits 1 when
// the peak passes the figure shop-server/README.md documents (MEMORY_BUDGET_MB).
//
//   npm run build && npm run bench:page-memory      PAGES=4000 CONNECTIONS=16 (the defaults)
import { clearInterval, setInterval } from 'node:timers';
import { rssMb, startMockServer, startShopServer, stop } from './server.mjs';

const pages = Number(process.env.PAGES ?? 4000);
const connections = Number(process.env.CONNECTIONS ?? 16);
/** shop-server/README.md's figure for a replica's memory (MAX_RSS_MB's default is 1,024). */
const budgetMb = Number(process.env.MEMORY_BUDGET_MB ?? 768);

const fmt = (n) => Math.round(n).toLocaleString('en-US');

/** The resident memory of `pid` sampled every 100 ms until `stop()`, which returns the peak. */
function sampleMemory(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

/** Asks for every URL once, `connections` at a time, with brotli; counts answers that were not a 200. */
async function askAll(base, urls) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const answer = await fetch(`${base}${url}`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      await answer.arrayBuffer();
      if (answer.status !== 200 || answer.headers.get('content-encoding') !== 'br') failed += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return failed;
}

/** Every product's page, from the API's list (each a distinct URL). */
async function productPages(api) {
  const { prod } = await (await fetch(`${api}/product-api/get-products`)).json();
  return prod.map((product) => `/detail-view/${encodeURIComponent(product._id)}`);
}

async function run(label, env) {
  const mock = await startMockServer(pages);
  let shop;
  try {
    shop = await startShopServer(mock.base, { DEV_PORT: String(mock.devPort), ...env });
    const urls = await productPages(mock.base);
    const atStart = rssMb(shop.child.pid);
    const peakOf = sampleMemory(shop.child.pid);
    const failedOnce = await askAll(shop.base, urls);
    const afterOnce = rssMb(shop.child.pid);
    const failedAgain = await askAll(shop.base, urls);
    const afterAgain = rssMb(shop.child.pid);
    const peak = peakOf();
    console.log(
      `| ${label} | ${fmt(urls.length)} | ${fmt(atStart)} MB | ${fmt(afterOnce)} MB | ${fmt(afterAgain)} MB | ${fmt(peak)} MB | ${failedOnce + failedAgain} |`,
    );
    return { peak, failed: failedOnce + failedAgain, asked: urls.length };
  } finally {
    if (shop) stop(shop.child);
    stop(mock.child);
  }
}

console.log(
  `\nOne shop server's resident memory, ${fmt(pages)} distinct product pages with brotli, ${connections} at once`,
);
console.log('| page cache | pages | at start | after each once | after each again | peak | not 200 br |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
const results = [
  await run('PAGE_CACHE_SECONDS=10 (default)', {}),
  await run('PAGE_CACHE_SECONDS=600 (longest)', { PAGE_CACHE_SECONDS: '600' }),
];
const worst = Math.max(...results.map((r) => r.peak));
console.log(`\nPeak ${fmt(worst)} MB against the documented ${fmt(budgetMb)} MB (MEMORY_BUDGET_MB).`);
if (results.some((r) => r.asked < pages || r.failed)) {
  console.error('Some pages were missing or not answered 200 with brotli.');
  process.exit(1);
}
if (worst > budgetMb) process.exit(1);

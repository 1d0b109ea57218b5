// What the first round trip of a public page holds (issue 50): a server's first flight is about ten
// TCP segments, 14,600 bytes, after which it waits a round trip (400 ms on slow 3G) for the phone's
// acknowledgement. The page's brotli body is cut after its first 14,600 bytes, decompressed as far as
// those bytes go, and searched for what the first paint needs: the header's markup, the screen's
// first content (its heading and first picture) and its styles (the stylesheets the head links, or
// CSS inline). The response's headers share that flight too, so the cut is a little generous.
import { request } from 'node:http';
import { brotliDecompressSync, constants } from 'node:zlib';

export const firstFlight = 14_600;

/** The raw body of `url` as the server sends it to a browser that accepts brotli. */
function compressedPage(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** As much of `bytes` (the start of a brotli stream) as decompresses: a flush, not a finish, at the end. */
const decodedStart = (bytes) =>
  brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString('utf8');

/** Where the first match of `pattern` ends in `html`, or -1. */
function endOf(html, pattern) {
  const found = pattern.exec(html);
  return found ? found.index + found[0].length : -1;
}

/**
 * What the page needs painted, each as where it ends in the full HTML: the header, the heading, the
 * first picture of the main content, and every stylesheet or style element of the head.
 */
function firstPaintParts(html) {
  const mainStart = html.search(/<main\b/);
  const inMain = (pattern) => {
    if (mainStart < 0) return -1;
    const end = endOf(html.slice(mainStart), pattern);
    return end < 0 ? -1 : mainStart + end;
  };
  const headEnd = html.indexOf('</head>');
  const styles = [...html.slice(0, headEnd).matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>|<style\b[\s\S]*?<\/style>/g)];
  return {
    header: endOf(html, /<header\b[\s\S]*?<\/header>/),
    heading: inMain(/<h1\b[\s\S]*?<\/h1>/),
    picture: inMain(/<img\b[^>]*>/),
    styles: styles.length === 0 ? -1 : Math.max(...styles.map((m) => m.index + m[0].length)),
    styleCount: styles.length,
    inlineStyles: styles.some((m) => m[0].startsWith('<style')),
  };
}

/** `{ label, path }` pages of `base` measured: their sizes and which first-paint parts the first flight holds. */
export async function measureFirstRoundTrip(base, pages) {
  const rows = [];
  for (const { label, path } of pages) {
    const { encoding, body } = await compressedPage(`${base}${path}`);
    if (encoding !== 'br') throw new Error(`${path} came without brotli (content-encoding: ${encoding ?? 'none'})`);
    const html = decodedStart(body);
    const first = decodedStart(body.subarray(0, firstFlight)).length;
    const parts = firstPaintParts(html);
    const held = (end) => end >= 0 && end <= first;
    rows.push({
      label,
      brotli: body.length,
      html: Buffer.byteLength(html),
      first,
      header: held(parts.header),
      heading: held(parts.heading),
      picture: held(parts.picture),
      styles: held(parts.styles),
      styleCount: parts.styleCount,
      inlineStyles: parts.inlineStyles,
    });
  }
  return rows;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const yes = (held) => (held ? 'yes' : '**no**');

export function printFirstRoundTrip(rows) {
  console.log(
    `\nThe first round trip: what the first ${firstFlight.toLocaleString('en')} bytes (brotli) of each page hold`,
  );
  console.log(
    '| page | HTML brotli | HTML | decoded from the first flight | header | heading | first picture | styles |',
  );
  console.log('|---|---:|---:|---:|---|---|---|---|');
  for (const row of rows) {
    const styles = `${yes(row.styles)} (${row.styleCount} ${row.inlineStyles ? 'incl. inline' : 'linked'})`;
    console.log(
      `| \`${row.label}\` | ${kB(row.brotli)} kB | ${kB(row.html)} kB | ${kB(row.first)} kB | ${yes(row.header)} | ${yes(row.heading)} | ${yes(row.picture)} | ${styles} |`,
    );
  }
  return rows.every((row) => row.header && row.heading && row.picture && row.styles);
}

/**
 * A Vite build plugin: after the build, writes a brotli (.br) and a gzip (.gz) copy beside every
 * text file of the output (scripts, styles, HTML, SVG, JSON) of at least 1 KB, at each format's best
 * level. The mock server sends those copies as they are (@fastify/static `preCompressed`), so a
 * phone on a slow network downloads about a fifth of the bytes and the server compresses nothing.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves too little to be worth a file (and the server's own threshold). */
const minBytes = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!compressible.test(file) || (await stat(file)).size < minBytes) continue;
    jobs.push(
      readFile(file).then(async (bytes) => {
        const [br, gz] = await Promise.all([
          toBrotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the bundle and the public folder are written.
    closeBundle: {
      order: 'post',
      async handler() {
        // resolve, not join: an outDir may be absolute (bench/bundle-map.mjs builds into a temporary one).
        const outDir = resolve(config.root, config.build.outDir);
        const count = await precompressDir(outDir);
        config.logger.info(`precompress: brotli and gzip copies of ${count} files`);
      },
    },
  };
}

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text-like files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|wasm|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes file.br (brotli, best quality) and file.gz (gzip -9) next to every compressible file of
 * `dir`, so the server sends them as they are (serveWeb's preCompressed) instead of compressing
 * per request. A copy that would not be smaller is not written; the server then sends the original.
 * Returns how many copies were written.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const jobs: Promise<number>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const data = await readFile(file);
        if (data.length < MIN_BYTES) return 0;
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: 9 }),
        ]);
        let written = 0;
        for (const [suffix, copy] of [
          ['.br', br],
          ['.gz', gzipped],
        ] as const) {
          if (copy.length >= data.length) continue;
          await writeFile(file + suffix, copy);
          written++;
        }
        return written;
      })(),
    );
  }
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
}

/** Vite build step: precompresses the output folder once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'brains-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const count = await precompressFolder(outDir);
      log(`precompressed ${count} files (brotli and gzip)`);
    },
  };
}

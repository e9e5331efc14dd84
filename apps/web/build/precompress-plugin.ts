// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the
// build, once, at maximum compression: the API serves them to browsers that
// accept them (@fastify/static preCompressed), so no response is compressed
// on the request thread and the entry script travels at about a third of its size.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'brandlens-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (e.g. a baseline build for bench:web) stays as given.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const path of filesUnder(outDir)) {
        const bytes = await readFile(path);
        if (bytes.length < MIN_BYTES) continue;
        await writeFile(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible asset of the build, so the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing on each request. node:zlib only.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats only: fonts in woff/woff2 and images are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|ttf|eot|txt|map|webmanifest)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function compressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  let count = 0;
  let bytes = 0;
  let br = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const content = await readFile(file);
        const [b, g] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gz(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
        count += 1;
        bytes += content.length;
        br += b.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return { files: count, bytes, brotli: br };
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'comptoir:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files: count, bytes, brotli: br } = await compressDir(outDir);
      this.info?.(`brotli and gzip copies of ${count} files (${bytes} -> ${br} bytes in brotli)`);
    },
  };
}

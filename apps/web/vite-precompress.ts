import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** text files worth compressing; images other than SVG are compressed already */
const compressible = /\.(?:js|mjs|css|svg|json|txt|wasm)$/;
/** below this a compressed answer saves less than its headers cost */
const minimumBytes = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

const compressBeside = async (file: string) => {
  const source = await readFile(file);
  if (source.length < minimumBytes) return;
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  if (brotli.length < source.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
};

/**
 * Writes `name.br` and `name.gz` beside every text asset of the build, so the server sends them
 * as they are (@fastify/static `preCompressed`) instead of compressing on every request. The app
 * shell (index.html) is left alone: the server answers it from memory with its own headers.
 * Every file at once: zlib's async calls run on libuv's thread pool, one per core here, where
 * brotli at its best quality took 3.9 s on one thread (docs/e2e-stacks.md).
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'croupier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // .vite/ holds the build's manifest, which the API server reads from disk and never serves
      const files = (await filesUnder(outDir)).filter(
        (file) => compressible.test(file) && !file.includes('/.vite/'),
      );
      await Promise.all(files.map(compressBeside));
    },
  };
};

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** text files worth compressing; images other than SVG are compressed already */
const compressible = /\.(?:js|mjs|css|svg|json|txt|wasm)$/;
/** below this a compressed answer saves less than its headers cost */
const minimumBytes = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/**
 * Writes `name.br` and `name.gz` beside every text asset of the build, so the server sends them
 * as they are (@fastify/static `preCompressed`) instead of compressing on every request. The app
 * shell (index.html) is left alone: the server answers it from memory with its own headers.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'croupier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < minimumBytes) continue;
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
};

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text the browser downloads (source maps are fetched by DevTools only). */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Writes `file.br` (Brotli 11) and `file.gz` (gzip 9) beside every compressible file under `dir`. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      count += precompressDir(path);
      continue;
    }
    if (!compressible.test(entry)) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/**
 * `vite build`: every asset is also written pre-compressed, as a production host serves them, so
 * that the local app servers send Brotli or gzip (`@fastify/static` preCompressed) and a page's
 * download is what the size budgets count, not three times more.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portail-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (outDir) precompressDir(outDir);
      },
    },
  };
}

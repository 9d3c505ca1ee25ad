import { createHash } from 'node:crypto';
import { rolldown } from 'rolldown';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import type { OfflineManifest } from './offline-policy.ts';

/** Where the worker is served: the portal origin's root, so that it controls every page. */
const SERVICE_WORKER_FILE = 'sw.js';
const entry = new URL('./service-worker.ts', import.meta.url).pathname;

/**
 * What the worker precaches: the build's hashed assets (source maps excepted), and the build's name,
 * a hash of those assets' names (each carries its content's hash) and of index.html: a build whose
 * output changes gets new cache names.
 */
function offlineManifest(bundle: OutputBundle): OfflineManifest {
  const assets = Object.keys(bundle)
    .filter((fileName) => fileName.startsWith('assets/') && !fileName.endsWith('.map'))
    .sort()
    .map((fileName) => `/${fileName}`);
  const hash = createHash('sha256').update(assets.join('\n'));
  const index = bundle['index.html'];
  if (index?.type === 'asset') hash.update(index.source);
  return { build: hash.digest('hex').slice(0, 16), assets };
}

/** The manifest in front of the worker's script, where it reads it (`__PORTAIL_OFFLINE_MANIFEST__`). */
const manifestPrelude = (manifest: OfflineManifest) =>
  `var __PORTAIL_OFFLINE_MANIFEST__ = ${JSON.stringify(manifest)};\n`;

/** Bundles the service worker into one self-contained classic script (no import, no shared chunk). */
async function bundleServiceWorker(minify: boolean): Promise<string> {
  // Only what the worker uses: the package index also re-exports browser-page code it never runs.
  const bundle = await rolldown({
    input: entry,
    platform: 'browser',
    logLevel: 'warn',
    treeshake: { moduleSideEffects: false },
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify });
    const [chunk] = output;
    if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker bundle is empty');
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

/**
 * Emits /sw.js beside index.html in the build (the local services serve it from there) and serves
 * it from the Vite dev server, rebuilt on each request.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'portail-service-worker',
    // After Vite's own generateBundle (index.html is in the bundle then).
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        this.emitFile({
          type: 'asset',
          fileName: SERVICE_WORKER_FILE,
          source: manifestPrelude(offlineManifest(bundle)) + (await bundleServiceWorker(true)),
        });
      },
    },
    configureServer(server) {
      server.middlewares.use(`/${SERVICE_WORKER_FILE}`, (_request, response, next) => {
        bundleServiceWorker(false).then((code) => {
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.setHeader('cache-control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
  };
}

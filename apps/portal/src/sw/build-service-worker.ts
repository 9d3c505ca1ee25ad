import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the worker is served: the portal origin's root, so that it controls every page. */
export const SERVICE_WORKER_FILE = 'sw.js';
const entry = new URL('./service-worker.ts', import.meta.url).pathname;

/** Bundles the service worker into one self-contained classic script (no import, no shared chunk). */
export async function bundleServiceWorker(minify: boolean): Promise<string> {
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
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: await bundleServiceWorker(true),
      });
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

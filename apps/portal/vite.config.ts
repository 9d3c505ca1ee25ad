import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import { appBuild, appPlugins } from '../../tools/vite-app-config.ts';
import { serviceWorkerPlugin } from './src/sw/build-service-worker.ts';

/** Where the player engine is served under the portal origin: the configured player base URL. */
const PLAYER_BASE_PATH = '/player/';
const PLAYER_ENGINE_FILE = 'player-engine.js';
const engineEntry = fileURLToPath(new URL('../../packages/player/src/engine/entry.ts', import.meta.url));
const distDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The audio player engine is a script of its own, loaded at the first « Écouter » from the player
 * base URL (SPEC.md §7), as the broadcaster's player API is: it is not part of the portal's module
 * graph. `vite build` builds it once the portal is built, into dist/player/ (hls.js beside it as its
 * own chunk); `vite` (dev) serves the entry's source at the same address.
 */
function playerEnginePlugin(): Plugin {
  let isBuild = false;
  return {
    name: 'portail-player-engine',
    configResolved(config) {
      isBuild = config.command === 'build' && !config.build.ssr;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.split('?')[0] === `${PLAYER_BASE_PATH}${PLAYER_ENGINE_FILE}`) {
          request.url = `/@fs${engineEntry}`;
        }
        next();
      });
    },
    async closeBundle() {
      if (!isBuild) return;
      await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir: `${distDir}${PLAYER_BASE_PATH}`,
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: true,
          copyPublicDir: false,
          minify: true,
          lib: { entry: engineEntry, formats: ['es'], fileName: () => PLAYER_ENGINE_FILE },
        },
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: appPlugins(serviceWorkerPlugin(), playerEnginePlugin()),
  build: {
    ...appBuild,
    // The engine's own build runs inside closeBundle: its time is not a slow plugin to warn about.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // One first-load file instead of ten (gzip restarts per file: -2.9 KB on /, npm run size): every
      // module the entry reaches by static imports, which the browser loads at start anyway. A module
      // that only a barrel of a package with side effects reaches counts too, and would land here even
      // if only a lazy chunk uses it: the packages the portal starts with declare theirs ("sideEffects").
      // Not for the pre-render's server build (one file already).
      output: isSsrBuild ? {} : { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
}));

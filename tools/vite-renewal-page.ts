import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The renewal page's script, one source for both apps (packages/identity/renewal-page/). */
export const RENEWAL_SCRIPT_SOURCE = new URL(
  '../packages/identity/renewal-page/renouvellement.js',
  import.meta.url,
);

/** Where each app's `public/callback/renouvellement.html` loads it from. */
export const RENEWAL_SCRIPT_PATH = 'callback/renouvellement.js';

/**
 * Puts the renewal page's script into the app's build (and serves it in `npm run dev`) at
 * `/callback/renouvellement.js`, beside the page that `public/callback/` copies: one source for the
 * two apps rather than a copy in each `public/`.
 */
export function renewalPagePlugin(): Plugin {
  let ssr = false;
  return {
    name: 'portail-renewal-page',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(`/${RENEWAL_SCRIPT_PATH}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(readFileSync(RENEWAL_SCRIPT_SOURCE));
      });
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: RENEWAL_SCRIPT_PATH,
        source: readFileSync(RENEWAL_SCRIPT_SOURCE),
      });
    },
  };
}

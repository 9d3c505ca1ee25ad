/**
 * Build time: the first screen of each Mon compte page, as HTML for its `index.html` (the
 * tools/vite-prerender.ts plugin builds this module with Vite's SSR build and writes
 * dist/prerendered/). The browser paints it before any JavaScript has run; the client's first
 * render (main.tsx, createRoot) produces the same markup, so nothing moves when React takes over.
 *
 * A page is rendered while the member state is `loading` (the route's loading screen: its headings
 * and placeholders), at a router fixed at its path, with the origins of PRERENDER_CONFIG, which the
 * server replaces with the real ones (injectConfig). Nothing here touches `window` or `document`;
 * renderToString runs no effects, so the session and the API are never called.
 */
import { renderToString } from 'react-dom/server';
import { PRERENDER_CONFIG, splitPageHead } from '@portail/contracts';
import type { PrerenderedPage } from '../../../tools/vite-prerender.ts';
import { accountRoot } from './account-root.tsx';
import { PageHead } from './head/PageHead.tsx';
import type { AccountApi } from './api/account-api.ts';
import { createMemoryRouter } from './router/router.ts';
import { preloadSkeletons } from './loading/lazy-skeleton.tsx';
import { routeTable } from './router/route-table.tsx';
import type { Session } from './session/session.ts';

/** The pages of the member (their loading screens); the not-found page is not pre-rendered. */
export const prerenderPaths: readonly string[] = routeTable
  .filter((route) => route.member)
  .map((route) => route.path);

/** A stand-in whose every method fails: what a render must never call. */
function uncallable<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, method) => () => {
      throw new Error(`${name}.${String(method)} called while pre-rendering`);
    },
  });
}

/**
 * The page's first screen while the member loads. React 19 puts PageHead's <title> and <meta> at
 * the start of renderToString's output: they go to the head (splitPageHead marks them; the client's
 * page head takes them over, DocumentHead), so that the body has no title or description and
 * the head no second one (a page with its own title: the shell's static ones give way).
 */
export async function prerender(path: string): Promise<PrerenderedPage> {
  // The loading screens that are chunks of their own, and the page head's code, are loaded first
  // (renderToString waits for none).
  await Promise.all([
    preloadSkeletons(routeTable.map((route) => route.member && route.Skeleton)),
    PageHead.preload(),
  ]);
  const markup = renderToString(
    accountRoot({
      config: PRERENDER_CONFIG,
      session: uncallable<Session>('session'),
      api: uncallable<AccountApi>('api'),
      router: createMemoryRouter(path),
    }),
  );
  const { pageHead, body } = splitPageHead(markup);
  return { html: body, head: pageHead };
}

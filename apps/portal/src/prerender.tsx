import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { PRERENDER_CONFIG, PRERENDER_DEPLOYMENT, renderConfigMeta, splitPageHead } from '@portail/contracts';
import { createHttpClient } from '@portail/http';
import type { MemberSignInClient } from '@portail/member';
import { STYLESHEET_ATTRIBUTE, STYLESHEET_LOADED_ATTRIBUTE } from '@portail/router';
import type { PrerenderedPage } from '../../../tools/vite-prerender.ts';
import { PortalApp } from './PortalApp.tsx';
import { ARTICLES } from './apps/news/news-articles.ts';
import { whenFirstPageCommitted } from './member/first-page.ts';
import { PortalMemberContext } from './member/member-context.ts';
import { createPortalMember } from './member/portal-member.ts';
import { createPortalRuntime } from './routing/runtime.ts';
import { moduleLoaders } from './apps/registry.ts';
import { createShellApps } from './routing/shell-apps.ts';
import { createPortalTelemetry } from './telemetry/portal-telemetry.ts';

/**
 * The portal pages whose first screen is written into their HTML at build time
 * (tools/vite-prerender.ts): the home, where direct visits begin, and the published articles
 * (`/nouvelle/:id/:slug`), where visits from search and social links land. An article's first screen
 * is that article's own (its title and text), so each published article is pre-rendered at its own
 * address, not the pattern: a page for the pattern would either show placeholders where the title
 * goes (the largest paint waiting for the client) or need the server to write the address's words
 * into the HTML at request time. Other articles get the shell and render on the client.
 */
export const prerenderPaths = ['/', ...ARTICLES.map((article) => article.href)] as const;

const config = PRERENDER_CONFIG;

/** Nothing is signed in at build time, and nothing is asked of the provider. */
const signedOutClient: MemberSignInClient = {
  handleCallback: () => Promise.resolve(null),
  getUser: () => null,
  getAccessToken: () => null,
  login: () => Promise.reject(new Error('pré-rendu')),
  signUp: () => Promise.reject(new Error('pré-rendu')),
  signOut: () => Promise.resolve(),
};

/**
 * A fresh visitor's browser, emulated by jsdom at the page's address: the same runtime as the
 * client's (route table, navigation machine, the application's own module and page data) runs to
 * its first committed page, and React renders what the client's first render will show there.
 */
export async function prerender(path: string): Promise<PrerenderedPage> {
  // Every path pre-rendered is a real page: a navigation that failed (and so showed the not-found
  // page, as the client does for the address it loaded) is tried once more, then stops the build,
  // rather than writing « Page introuvable » into the page's HTML (seen once on a loaded machine).
  try {
    return await prerenderOnce(path);
  } catch (error) {
    if (!(error instanceof NavigationFailed)) throw error;
    return prerenderOnce(path);
  }
}

class NavigationFailed extends Error {}

async function prerenderOnce(path: string): Promise<PrerenderedPage> {
  const dom = new JSDOM(
    `<!doctype html><html lang="fr-CA"><head>${renderConfigMeta(PRERENDER_DEPLOYMENT)}</head><body><div id="root"></div></body></html>`,
    { url: `${config.portalOrigin}${path}`, pretendToBeVisual: true },
  );
  const win = dom.window as unknown as Window;
  const fullLoads: string[] = [];
  const failures: string[] = [];
  // jsdom loads no stylesheet: the application's is announced as loaded, as the browser will.
  new dom.window.MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (node instanceof dom.window.HTMLLinkElement && node.rel === 'stylesheet') {
        queueMicrotask(() => node.dispatchEvent(new dom.window.Event('load')));
      }
    }
  }).observe(dom.window.document.head, { childList: true });
  // The « Sur le vif » switch as the browsers that can receive alerts show it.
  Object.defineProperty(win.navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(win, 'PushManager', { value: function PushManager() {}, configurable: true });

  // No network at build time: the application's settings are empty, as when they cannot be read.
  const http = createHttpClient({
    fetch: () => Promise.reject(new Error('pas de réseau au pré-rendu')),
    log: () => undefined,
  });
  const runtime = createPortalRuntime({
    config,
    window: win,
    moduleLoaders,
    apps: createShellApps(),
    http,
    log: (message, error) => failures.push(`${message} ${String(error)}`),
    fullLoad: (url) => fullLoads.push(url),
  });
  const member = createPortalMember({
    config,
    window: win,
    signInClient: signedOutClient,
    getAccessToken: () => null,
    sessionStorage: null,
    fetch: () => Promise.reject(new Error('pas de réseau au pré-rendu')),
    log: () => undefined,
  });
  const telemetry = createPortalTelemetry({ config, window: win });
  const stop = runtime.start();
  try {
    await whenFirstPageCommitted(runtime.routerStore);
    if (runtime.routerStore.getState().location?.statusCode !== 200) {
      throw new NavigationFailed(
        `The pre-render of ${path} did not reach its page: ${failures.join('; ') || 'no error logged'}`,
      );
    }
    if (fullLoads.length > 0)
      throw new Error(
        `The pre-render of ${path} asked for a full load of ${fullLoads[0]}: ${failures.join('; ')}`,
      );
    const html = renderToString(
      <StrictMode>
        <PortalMemberContext value={member}>
          <PortalApp config={config} runtime={runtime} telemetry={telemetry} />
        </PortalMemberContext>
      </StrictMode>,
    );
    const doc = win.document;
    // the sheet that applies, as the page's own (the browser loads it with the page)
    const stylesheets = [...doc.head.querySelectorAll<HTMLLinkElement>(`link[${STYLESHEET_ATTRIBUTE}]`)]
      .filter((link) => !link.disabled)
      .map((link) => {
        const copy = link.cloneNode() as HTMLLinkElement;
        copy.removeAttribute(STYLESHEET_LOADED_ATTRIBUTE);
        return copy.outerHTML;
      });
    const { pageHead, body } = splitPageHead(html);
    const app = doc.documentElement.dataset.app;
    return {
      html: body,
      head: [...stylesheets, pageHead].join(''),
      htmlAttributes: app ? { 'data-app': app } : {},
    };
  } finally {
    stop();
    dom.window.close();
  }
}

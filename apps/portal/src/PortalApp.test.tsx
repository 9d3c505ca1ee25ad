import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig } from '@portail/contracts/local-defaults';
import { createHttpClient } from '@portail/http';
import { PAGE_CHANGED_EVENT, STYLESHEET_ATTRIBUTE } from '@portail/router';
import { expectOnMountedWithinItsCommit } from '@portail/ui/testing';
import { PortalApp } from './PortalApp.tsx';
import { createPortalRuntime, type PortalRuntime } from './routing/runtime.ts';
import { moduleLoaders } from './apps/registry.ts';
import { createShellApps } from './routing/shell-apps.ts';

const config = localRuntimeConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } });

let stop: () => void = () => undefined;
let observer: MutationObserver | undefined;
let fullLoad: ReturnType<typeof vi.fn<(url: string) => void>>;
let settingsRequests: string[];

/** jsdom does not load stylesheets: tell the router each new one has loaded, as a browser would. */
function loadStylesheetsAsTheyArrive() {
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.hasAttribute(STYLESHEET_ATTRIBUTE)) {
          queueMicrotask(() => node.dispatchEvent(new Event('load')));
        }
      }
    }
  });
  observer.observe(document.head, { childList: true });
}

function startPortal(
  path: string,
  analytics?: Parameters<typeof createPortalRuntime>[0]['analytics'],
  {
    onMounted,
    before,
    loaders = moduleLoaders,
  }: { onMounted?: () => void; before?: ReactNode; loaders?: typeof moduleLoaders } = {},
): PortalRuntime {
  window.history.replaceState(null, '', path);
  settingsRequests = [];
  fullLoad = vi.fn<(url: string) => void>();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    settingsRequests.push(String(input));
    return new Response(JSON.stringify({ apiRouting: { member: config.apiOrigin } }));
  });
  const runtime = createPortalRuntime({
    config,
    window,
    moduleLoaders: loaders,
    // Vitest does not build CSS (`?url` gives ''): give each application a distinct stylesheet address.
    apps: Object.fromEntries(
      Object.entries(createShellApps()).map(([id, app]) => [id, { ...app, stylesheet: `/assets/${id}.css` }]),
    ),
    http: createHttpClient({ fetch, log: () => undefined }),
    fullLoad,
    log: () => undefined,
    ...(analytics ? { analytics } : {}),
  });
  render(
    <>
      {before}
      <PortalApp config={config} runtime={runtime} {...(onMounted ? { onMounted } : {})} />
    </>,
  );
  act(() => {
    stop = runtime.start();
  });
  return runtime;
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  loadStylesheetsAsTheyArrive();
});

afterEach(() => {
  stop();
  cleanup();
  observer?.disconnect();
  document.head.innerHTML = '';
  delete document.documentElement.dataset.app;
  delete document.documentElement.dataset.previousApp;
});

describe('PortalApp shell', () => {
  it('shows the header with the sign-in link to Mon compte, the main sections and empty slots for later features', () => {
    startPortal('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      'http://localhost:8081/',
    );
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Info', 'Sports', 'Arts', 'OHdio', 'Télé', 'Mordu']);
    for (const slot of ['region-picker', 'jukebox-dock']) {
      const element = header.querySelector(`[data-slot="${slot}"]`);
      expect(element).not.toBeNull();
      expect(element).toBeEmptyDOMElement();
    }
  });

  it('runs the analytics step it is given at each commit, with the page, before the page-changed event', async () => {
    const steps: string[] = [];
    const analytics = vi.fn((location: { pathname: string }, page: { metric: unknown } | undefined) => {
      steps.push(`analytics ${location.pathname} ${JSON.stringify(page?.metric)}`);
    });
    const onPageChanged = () => steps.push('page-changed');
    window.addEventListener(PAGE_CHANGED_EVENT, onPageChanged);
    startPortal('/', analytics);
    await waitFor(() => expect(steps).toContain('page-changed'));
    window.removeEventListener(PAGE_CHANGED_EVENT, onPageChanged);
    expect(steps[0]).toMatch(/^analytics \/ \{.*"pageName"/);
    expect(steps.indexOf('page-changed')).toBeGreaterThan(0);
  });

  it('tells onMounted within the commit that puts it in the document, before that commit’s effects run in a later task', () => {
    expectOnMountedWithinItsCommit((onMounted, before) => startPortal('/', undefined, { onMounted, before }));
  });

  it('offers a skip link to the main content as the first link', () => {
    startPortal('/');
    const [first] = screen.getAllByRole('link');
    expect(first).toHaveTextContent('Passer au contenu principal');
    expect(first).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
  });

  it('renders the home page of the news application with its head', async () => {
    startPortal('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'À la une' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('À la une | Info | Portail'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', '/');
    expect(document.documentElement.dataset.app).toBe('news');
    expect(settingsRequests).toEqual(['http://localhost:8083/v5/news/settings']);
  });

  it('switches application in-app on a link click: page, stylesheet, hooks, history and focus', async () => {
    startPortal('/');
    await screen.findByRole('heading', { level: 1, name: 'À la une' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', {
        name: 'Mordu',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mordu' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/mordu');
    expect(fullLoad).not.toHaveBeenCalled();
    expect(document.documentElement.dataset).toMatchObject({ app: 'food', previousApp: 'news' });
    await waitFor(() => {
      // the news sheet stays in the head, switched off, for a return to Info
      const sheets = [
        ...document.head.querySelectorAll<HTMLLinkElement>(`link[${STYLESHEET_ATTRIBUTE}]`),
      ].filter((link) => !link.disabled);
      expect(sheets).toHaveLength(1);
      expect(sheets[0]?.getAttribute('href')).toBe('/assets/food.css');
    });
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Passer au contenu principal'));
    expect(
      within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', {
        name: 'Mordu',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows the error screen in place of a page that throws while rendering, until the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boum');
    }
    const food: (typeof moduleLoaders)['food'] = async () => ({
      layout: ({ children }) => <>{children}</>,
      pages: { 'food-home': { component: Broken, load: () => ({ data: {} }) } },
    });
    startPortal('/', undefined, { loaders: { ...moduleLoaders, food } });
    await screen.findByRole('heading', { level: 1, name: 'À la une' });
    const nav = () => within(screen.getByRole('navigation', { name: 'Navigation principale' }));
    await userEvent.click(nav().getByRole('link', { name: 'Mordu' }));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await userEvent.click(nav().getByRole('link', { name: 'Télé' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Télé' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(fullLoad).not.toHaveBeenCalled();
  });

  it('renders an article from the /nouvelle/{number}/{slug} pattern', async () => {
    startPortal('/nouvelle/2145678/pont-champlain-travaux');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pont champlain travaux' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="amphtml"]')).toHaveAttribute(
        'href',
        '/amp/nouvelle/2145678/pont-champlain-travaux',
      ),
    );
    expect(document.head.querySelector('meta[name="breadcrumb-2"]')).toHaveAttribute('content', 'Info');
  });

  it.each([
    ['an unknown path', '/page-qui-n-existe-pas'],
    ['an article whose number is not a number', '/nouvelle/pas-un-numero/titre'],
    ['a path of another application loaded directly', '/info/mon-info/mes-suivis'],
  ])('shows the French 404 page for %s', async (_name, path) => {
    startPortal(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Désolé! La page que vous avez demandée est introuvable.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page introuvable | Portail'));
    expect(fullLoad).not.toHaveBeenCalled();
  });

  it('follows the 301 of the redirect test page to Mordu', async () => {
    startPortal('/utils');
    await screen.findByRole('heading', { level: 1, name: 'Outils de test du routeur' });
    await userEvent.click(screen.getByRole('link', { name: 'Redirection 301 vers Mordu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mordu' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/mordu');
  });

  it('loads the page in full when a redirect loop is clicked', async () => {
    startPortal('/utils');
    await screen.findByRole('heading', { level: 1, name: 'Outils de test du routeur' });
    await userEvent.click(screen.getByRole('link', { name: 'Boucle de redirections' }));
    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/utils/boucle'));
  });
});

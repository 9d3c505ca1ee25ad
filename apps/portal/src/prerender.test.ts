import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_CONFIG, PRERENDERED_HEAD_ATTRIBUTE } from '@portail/contracts';
import { ARTICLES } from './apps/news/news-articles.ts';
import { prerender, prerenderPaths } from './prerender.tsx';
import { moduleLoaders } from './apps/registry.ts';

describe('the portal home written into its HTML at build time', () => {
  it('runs in Node, with no browser globals', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(prerenderPaths).toEqual(['/', ...ARTICLES.map((article) => article.href)]);
  });

  it('shows the home page of the news application inside the portal shell', async () => {
    const page = await prerender('/');
    expect(page.html).toContain('<main id="contenu"');
    expect(page.html).toContain('data-route-id="news-home"');
    expect(page.html).toContain('class="content-lead"');
    expect(page.html).toContain('Passer au contenu principal');
    expect(page.html).toContain(`href="${PRERENDER_CONFIG.accountOrigin}/"`);
    expect(page.htmlAttributes).toEqual({ 'data-app': 'news' });
  }, 20_000);

  it('moves the page title and description to the head, and brings the application’s stylesheet', async () => {
    const page = await prerender('/');
    expect(page.html).not.toMatch(/<title|<meta/);
    // Vitest gives stylesheet URLs no file; the build checks that the page's exist (vite-prerender.ts).
    expect(page.head).toMatch(/<link rel="stylesheet" href="[^"]*" data-portail-app-stylesheet="">/);
    expect(page.head).toContain(`<title ${PRERENDERED_HEAD_ATTRIBUTE}="">À la une | Info | Portail</title>`);
  }, 20_000);
});

describe('the published articles written into their HTML at build time', () => {
  it('pre-renders every article that the home lists, at its own address', () => {
    expect(prerenderPaths).toContain('/nouvelle/2145678/pont-champlain-travaux');
    expect(ARTICLES.length).toBeGreaterThan(0);
    for (const article of ARTICLES) expect(article.href).toMatch(/^\/nouvelle\/\d+\/[a-z0-9-]+$/);
  });

  it('shows the article of the news application, its title in the heading and in the head', async () => {
    const page = await prerender('/nouvelle/2145678/pont-champlain-travaux');
    expect(page.html).toContain('<main id="contenu"');
    expect(page.html).toContain('data-route-id="news-article"');
    expect(page.html).toContain('Article no 2145678');
    expect(page.html).toMatch(/<h1[^>]*>Pont champlain travaux<\/h1>/i);
    expect(page.html).not.toMatch(/<title|<meta/);
    expect(page.head).toContain(`<title ${PRERENDERED_HEAD_ATTRIBUTE}="">`);
    expect(page.head).toMatch(/<link rel="stylesheet" href="[^"]*" data-portail-app-stylesheet="">/);
    expect(page.htmlAttributes).toEqual({ 'data-app': 'news' });
  }, 20_000);
});

describe('a pre-render whose navigation fails', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is tried once more, and writes the page when the second try reaches it', async () => {
    const load = vi
      .spyOn(moduleLoaders, 'news')
      .mockRejectedValueOnce(new Error('module introuvable (essai)'));
    const page = await prerender('/');
    expect(load).toHaveBeenCalledTimes(2);
    expect(page.html).toContain('data-route-id="news-home"');
    expect(page.html).not.toContain('Page introuvable');
  }, 30_000);

  it('stops the build after the second failure rather than writing the not-found page', async () => {
    const load = vi.spyOn(moduleLoaders, 'news').mockRejectedValue(new Error('module introuvable (essai)'));
    await expect(prerender('/')).rejects.toThrow(
      /^The pre-render of \/ did not reach its page: .*module introuvable \(essai\)/,
    );
    expect(load).toHaveBeenCalledTimes(2);
  }, 30_000);
});

import { describe, expect, it } from 'vitest';
import { PRERENDER_CONFIG } from '@portail/contracts';
import { prerender, prerenderPaths } from './prerender.tsx';
import { PRERENDERED_HEAD_ATTRIBUTE, splitPageHead } from './prerendered-head.ts';

describe('the portal home written into its HTML at build time', () => {
  it('runs in Node, with no browser globals', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(prerenderPaths).toEqual(['/']);
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
    expect(page.replacesTitle).toBe(true);
    // Vitest gives stylesheet URLs no file; the build checks that the page's exist (vite-prerender.ts).
    expect(page.head).toMatch(/<link rel="stylesheet" href="[^"]*" data-portail-app-stylesheet="">/);
    expect(page.head).toContain(`<title ${PRERENDERED_HEAD_ATTRIBUTE}="">À la une | Info | Portail</title>`);
  }, 20_000);
});

describe('the page head of a pre-rendered page', () => {
  it('takes the leading head tags out of the markup and marks them for the client to remove', () => {
    const { pageHead, body } = splitPageHead(
      '<title>À la une</title><meta name="description" content="x"/><link rel="canonical" href="/"/><a href="#contenu">Passer</a><title>pas en tête</title>',
    );
    expect(pageHead).toBe(
      `<title ${PRERENDERED_HEAD_ATTRIBUTE}="">À la une</title><meta ${PRERENDERED_HEAD_ATTRIBUTE}="" name="description" content="x"/><link ${PRERENDERED_HEAD_ATTRIBUTE}="" rel="canonical" href="/"/>`,
    );
    expect(body).toBe('<a href="#contenu">Passer</a><title>pas en tête</title>');
  });
});

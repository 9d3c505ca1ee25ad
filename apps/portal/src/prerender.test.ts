import { describe, expect, it } from 'vitest';
import { PRERENDER_CONFIG, PRERENDERED_HEAD_ATTRIBUTE } from '@portail/contracts';
import { prerender, prerenderPaths } from './prerender.tsx';

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
    // Vitest gives stylesheet URLs no file; the build checks that the page's exist (vite-prerender.ts).
    expect(page.head).toMatch(/<link rel="stylesheet" href="[^"]*" data-portail-app-stylesheet="">/);
    expect(page.head).toContain(`<title ${PRERENDERED_HEAD_ATTRIBUTE}="">À la une | Info | Portail</title>`);
  }, 20_000);
});

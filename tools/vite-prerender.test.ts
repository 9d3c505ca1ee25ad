import { describe, expect, it } from 'vitest';
import { fillShell, prerenderedFileName, referencedAssets } from './vite-prerender.ts';

const shell = `<!doctype html>
<html lang="fr-CA">
  <head>
    <meta name="description" content="Statique" />
    <title>Portail</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/store-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pre-rendered pages', () => {
  it('puts the first screen inside the root, marked as pre-rendered', () => {
    const html = fillShell(shell, { html: '<main><h1>À la une</h1></main>' });
    expect(html).toContain('<div id="root" data-prerendered=""><main><h1>À la une</h1></main></div>');
  });

  it('adds the page’s head tags and html attributes, and drops the static title when the page has its own', () => {
    const html = fillShell(shell, {
      html: '<p>x</p>',
      head: '<title>À la une | Info | Portail</title>',
      htmlAttributes: { 'data-app': 'news' },
    });
    expect(html).toContain('<html lang="fr-CA" data-app="news">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>À la une | Info | Portail</title>\n  </head>');
    expect(html).not.toContain('Statique');
  });

  it('fetches the scripts of a page already on screen after its stylesheets', () => {
    const html = fillShell(shell, { html: '' });
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/store-def.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-123.css">');
  });

  it('keeps a replacement pattern in the markup as it is', () => {
    expect(fillShell(shell, { html: '<p>$& et $1</p>' })).toContain('<p>$& et $1</p>');
  });

  it('refuses a shell without an empty root', () => {
    expect(() => fillShell('<html><body></body></html>', { html: '' })).toThrow(/<div id="root"><\/div>/);
  });

  it.each([
    ['/', 'index.html'],
    ['/avatar', 'avatar.html'],
    ['/callback/membercenter', 'callback--membercenter.html'],
  ])('names the page of %s %s', (path, file) => {
    expect(prerenderedFileName(path)).toBe(file);
  });

  it('refuses a path with a pattern or a query', () => {
    expect(() => prerenderedFileName('/nouvelle/:id')).toThrow(/plain paths/);
    expect(() => prerenderedFileName('/?a=1')).toThrow(/plain paths/);
  });

  it('lists the build assets a page refers to', () => {
    expect(referencedAssets(shell)).toEqual([
      '/assets/index-abc.js',
      '/assets/store-def.js',
      '/assets/index-123.css',
    ]);
  });
});

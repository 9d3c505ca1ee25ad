import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { html } from './html.ts';
import { serviceDocument, serviceStylesheet } from './service-document.ts';

describe('the local services’ page document', () => {
  it('is French, kept out of search engines, with its title, stylesheet, deferred scripts and body', () => {
    const page = serviceDocument({
      title: 'Courriels & co',
      stylesheet: '/feuille.css',
      scripts: ['/a.js'],
      body: html`<main><h1>Bonjour</h1></main>`,
    });
    expect(page.startsWith('<!doctype html>\n<html lang="fr-CA">')).toBe(true);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page).toContain('<title>Courriels &amp; co</title>');
    expect(page).toContain('<link rel="stylesheet" href="/feuille.css" />');
    expect(page).toContain('<script src="/a.js" defer></script>');
    expect(page).toMatch(/<body>\s*<main><h1>Bonjour<\/h1><\/main>\s*<\/body>/);
    expect(page).not.toMatch(/<script>|<style>/);
  });

  it('gives a page the shared base stylesheet followed by its own', () => {
    const own = new URL('./idp.css', import.meta.url);
    const css = serviceStylesheet(own);
    expect(css.startsWith(readFileSync(new URL('./service-base.css', import.meta.url), 'utf8'))).toBe(true);
    expect(css.endsWith(readFileSync(own, 'utf8'))).toBe(true);
    expect(css).toContain('font-family:');
  });
});

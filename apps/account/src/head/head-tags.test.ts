import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags.ts';

const meta = {
  title: 'Profil',
  description: 'Votre profil',
  metas: [
    { name: 'apple-itunes-app', content: 'app-id=1' },
    { name: 'google-play-app', content: 'app-id=ca.portail' },
    { property: 'og:title', content: 'Profil' },
    { name: 'robots', content: 'index' },
  ],
  canonical: 'https://portail.test/',
  amphtml: 'https://portail.test/amp',
  links: [
    { rel: 'alternate', href: 'https://portail.test/en', hreflang: 'en' },
    { rel: 'stylesheet', href: 'https://evil.test/x.css' },
    { rel: 'alternate', href: 'javascript:alert(1)' },
  ],
};

describe('headTags', () => {
  it('builds the title, metas, canonical, amphtml and links from the page meta', () => {
    const head = headTags(meta, { fallbackTitle: 'Mon compte' });
    expect(head.title).toBe('Profil');
    expect(head.metas.map((tag) => tag.name ?? tag.property)).toEqual([
      'description',
      'apple-itunes-app',
      'google-play-app',
      'og:title',
      'robots',
    ]);
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://portail.test/' },
      { rel: 'amphtml', href: 'https://portail.test/amp' },
      { rel: 'alternate', href: 'https://portail.test/en', hreflang: 'en' },
    ]);
  });

  it('removes the app-store banner metas when fromMobileApp is set', () => {
    const names = headTags(meta, { fallbackTitle: 'x', fromMobileApp: true }).metas.map((tag) => tag.name);
    expect(names).not.toContain('apple-itunes-app');
    expect(names).not.toContain('google-play-app');
  });

  it('puts the route robots directive in place of the page one', () => {
    const robots = headTags(meta, { fallbackTitle: 'x', robots: 'noindex,nofollow' }).metas.filter(
      (tag) => tag.name === 'robots',
    );
    expect(robots).toEqual([{ name: 'robots', content: 'noindex,nofollow' }]);
  });

  it('falls back to the given title and description without page meta', () => {
    expect(headTags(null, { fallbackTitle: 'Mon compte | Portail', fallbackDescription: 'D' })).toEqual({
      title: 'Mon compte | Portail',
      metas: [{ name: 'description', content: 'D' }],
      links: [],
    });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDER_CONFIG, PRERENDERED_HEAD_ATTRIBUTE } from '@portail/contracts';
import { prerender, prerenderPaths } from './prerender.tsx';

/** The text of every <hN> of some markup, in order (each heading holds text only). */
function headingsOf(html: string, level: 1 | 2): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>([^<]*)</h${level}>`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

describe('prerender', () => {
  it('pre-renders every page of a member, not the not-found page', () => {
    expect(prerenderPaths).toEqual([
      '/',
      '/avatar',
      '/infolettres',
      '/completion',
      '/callback/membercenter',
      '/confidentialite',
      '/appareils',
      '/historique',
    ]);
  });

  it('runs in Node with no window and no document', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    for (const path of prerenderPaths) await expect(prerender(path)).resolves.toHaveProperty('html');
  });

  it.each([
    ['/', ['Profil'], ['Renseignements personnels'], 'Profil | Mon compte | Portail'],
    ['/avatar', ['Photo de profil'], [], 'Photo de profil | Mon compte | Portail'],
    [
      '/infolettres',
      ['Infolettres'],
      ['Vos abonnements', 'Choisir mes infolettres'],
      'Infolettres | Mon compte | Portail',
    ],
    [
      '/completion',
      ['Complétez votre profil'],
      ['Vos nom et prénom'],
      'Complétez votre profil | Mon compte | Portail',
    ],
    ['/callback/membercenter', [], [], 'Profil | Mon compte | Portail'],
    [
      '/appareils',
      ['Appareils et sessions'],
      ['Sessions ouvertes'],
      'Appareils et sessions | Mon compte | Portail',
    ],
    [
      '/historique',
      ['Historique de connexion'],
      ['Événements'],
      'Historique de connexion | Mon compte | Portail',
    ],
  ])(
    'gives %s its loading screen: headings %j and %j, its title in the head',
    async (path, h1, h2, title) => {
      const { html, head } = await prerender(path);
      expect(headingsOf(html, 1)).toEqual(h1);
      expect(headingsOf(html, 2)).toEqual(h2);
      expect(html).toContain(
        '<div aria-busy="true"><p role="status" class="visually-hidden">Chargement de votre compte…</p>',
      );
      expect(head).toContain(`<title ${PRERENDERED_HEAD_ATTRIBUTE}="">${title}</title>`);
    },
  );

  it('puts the title, description and robots directive in the head, marked, in place of the shell’s', async () => {
    for (const path of prerenderPaths) {
      const { html, head } = await prerender(path);
      expect(html).not.toMatch(/<title|<meta|<link/);
      expect(html.startsWith('<a class="skip-link"')).toBe(true);
      expect(head).toContain(
        `<meta ${PRERENDERED_HEAD_ATTRIBUTE}="" name="description" content="Gérez votre profil`,
      );
      expect(head).toMatch(/^<title /);
    }
    expect((await prerender('/callback/membercenter')).head).toContain(
      `<meta ${PRERENDERED_HEAD_ATTRIBUTE}="" name="robots" content="noindex,nofollow"/>`,
    );
  });

  it('writes the origins of PRERENDER_CONFIG, for the server to replace', async () => {
    const { html } = await prerender('/');
    expect(html).toContain(`href="${PRERENDER_CONFIG.portalOrigin}/"`);
    expect(html).not.toContain('localhost');
  });

  it('marks the current page in the account navigation, and no page of the completion layout', async () => {
    expect((await prerender('/avatar')).html).toContain(
      '<a href="/avatar" aria-current="page">Photo de profil</a>',
    );
    expect((await prerender('/completion')).html).not.toContain('aria-current');
  });
});

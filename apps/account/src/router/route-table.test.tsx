import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountLayout } from '../AccountLayout.tsx';
import { CompletionLayout } from '../completion/CompletionLayout.tsx';
import { prerenderPaths } from '../prerender.tsx';
import { entryFor, entryOf, routeTable } from './route-table.tsx';
import { routes, type RouteId } from './routes.ts';

describe('the route table of Mon compte', () => {
  it('has one entry for each address of routes.ts, in its order', () => {
    expect(routeTable.map((entry) => entry.path)).toEqual(routes.map((route) => route.path));
  });

  it('gives every member page its loading screen and its own title, and loads every page on demand, the profile too, with a preload for the first screen', () => {
    const lazyPages: string[] = [];
    for (const entry of routeTable) {
      if (!entry.member) continue;
      expect(entry.Skeleton, entry.id).toBeTypeOf('function');
      expect(entry.title, entry.id).toMatch(/ \| Mon compte \| Portail$/);
      if ('preload' in entry.Page) lazyPages.push(entry.id);
    }
    expect(lazyPages).toEqual([
      'profile',
      'avatar',
      'newsletters',
      'completion',
      'callback',
      'privacy',
      'devices',
      'history',
    ]);
  });

  it('puts the completion wizard alone in its layout and every other page in the main one', () => {
    expect(entryFor('/completion').Layout).toBe(CompletionLayout);
    for (const path of ['/', '/avatar', '/infolettres', '/callback/membercenter', '/inconnu'])
      expect(entryFor(path).Layout, path).toBe(AccountLayout);
  });

  it('answers an unknown address with the not-found entry and its fixed title', () => {
    expect(entryFor('/nimporte-quoi')).toMatchObject({
      id: 'notFound',
      member: false,
      title: 'Page inexistante | Mon compte | Portail',
    });
  });

  it('pre-renders the loading screen of each member page, never the not-found page', () => {
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

  it('lists in the account navigation the routes that carry a label, in the table’s order', () => {
    expect(routes.flatMap((route) => (route.nav ? [[route.path, route.nav]] : []))).toEqual([
      ['/', 'Profil'],
      ['/avatar', 'Photo de profil'],
      ['/infolettres', 'Infolettres'],
      ['/confidentialite', 'Confidentialité'],
      ['/appareils', 'Appareils et sessions'],
      ['/historique', 'Historique de connexion'],
    ]);
  });

  it('gives a page declared by its line alone the main layout, its lazy page, a title from its label and a loading screen with its heading', () => {
    const entry = entryOf({
      id: 'nouvelle' as RouteId,
      path: '/nouvelle',
      status: 200,
      pageData: null,
      nav: 'Nouvelle page',
      title: 'Nouvelle page | Mon compte | Portail',
      page: async () => () => null,
    });
    if (!entry.member) throw new Error('a member page');
    expect(entry.Layout).toBe(AccountLayout);
    expect(entry.Page).toHaveProperty('preload');
    const { Skeleton } = entry;
    render(<Skeleton search="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nouvelle page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
  });
});

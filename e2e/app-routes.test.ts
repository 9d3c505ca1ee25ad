import { describe, expect, it } from 'vitest';
import { accountRoutesList, examplePath, portalRoutes } from './app-routes.ts';

describe('portalRoutes', () => {
  it('reads the portal home from the route table, rendered by the news application', () => {
    expect(portalRoutes().find((route) => route.path === '/')).toEqual({
      app: 'portal',
      path: '/',
      id: 'news-home',
      status: 200,
      contentApp: 'news',
    });
  });

  it('lists every content application and the not-found page, but no redirect', () => {
    const routes = portalRoutes();
    expect(new Set(routes.map((route) => route.contentApp).filter(Boolean))).toEqual(
      new Set(['news', 'ohdio', 'tv', 'stories', 'food', 'a11y', 'utils', 'webmaster']),
    );
    expect(routes.find((route) => route.status === 404)).toMatchObject({ path: '/introuvable' });
    expect(routes.map((route) => route.path)).not.toContain('/utils/redirection');
    expect(routes.map((route) => route.path)).not.toContain('/info/nouvelles/:id');
  });
});

describe('accountRoutesList', () => {
  it('lists the routes of Mon compte’s table', () => {
    const paths = accountRoutesList().map((route) => route.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/avatar');
  });
});

describe('examplePath', () => {
  it('fills the parameters of a pattern with plausible values', () => {
    expect(examplePath('/nouvelle/:id/:slug')).toBe('/nouvelle/1/exemple');
    expect(examplePath('/rdi/*show/site')).toBe('/rdi/exemple/site');
    expect(examplePath('/mordu')).toBe('/mordu');
  });
});

import { describe, expect, it } from 'vitest';
import { stylesheetUrl } from '../routing/stylesheets.ts';
import { contentApps } from './registry.ts';

describe('the registry of content applications', () => {
  it('gives each application a stylesheet in its folder', () => {
    for (const app of contentApps) expect(stylesheetUrl(app.id), app.id).toBeTypeOf('string');
  });

  it('finds a page in each application’s module for every route of its declaration that does not redirect', async () => {
    for (const app of contentApps) {
      const appModule = await app.load();
      const pageRoutes = app.routes.filter((route) => route.redirect === undefined).map((route) => route.id);
      expect(Object.keys(appModule.pages).sort(), app.id).toEqual([...pageRoutes].sort());
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  formatTable,
  readBudgets,
  routeLimit,
  unknownBudgetRoutes,
  type AppBudget,
} from './budgets.ts';

const account: AppBudget = {
  default: { js: 100, css: 6 },
  routes: { '/': { js: 90 }, '/avatar': { css: 4, modules: ['src/avatar/AvatarPage.tsx'] } },
};

describe('routeLimit', () => {
  it('gives a route its own limits and the app default for what it does not set', () => {
    expect(routeLimit(account, '/')).toEqual({ js: 90, css: 6 });
    expect(routeLimit(account, '/avatar')).toEqual({ js: 100, css: 4 });
  });

  it('gives a route that budgets.json does not name the app default', () => {
    expect(routeLimit(account, '/infolettres')).toEqual({ js: 100, css: 6 });
  });
});

describe('unknownBudgetRoutes', () => {
  it('names the budgeted routes that the route table no longer has', () => {
    expect(unknownBudgetRoutes(account, ['/', '/infolettres'])).toEqual(['/avatar']);
    expect(unknownBudgetRoutes(account, ['/', '/avatar'])).toEqual([]);
  });
});

describe('checkBudgets', () => {
  it('passes a size equal to its budget and fails one byte more, saying by how much', () => {
    const [atLimit, overLimit] = checkBudgets([
      { subject: 'account /', jsBytes: 100 * 1024, cssBytes: 0, limit: { js: 100 } },
      { subject: 'account /', jsBytes: 100 * 1024 + 1, cssBytes: 0, limit: { js: 100 } },
    ]);
    expect(atLimit?.over).toEqual([]);
    expect(overLimit?.over).toEqual(['account /: JS 100.0 KB > budget 100 KB (+0.0 KB)']);
  });

  it('checks the CSS of a route separately from its JS', () => {
    const [verdict] = checkBudgets([
      { subject: 'portal /', jsBytes: 50 * 1024, cssBytes: 7 * 1024, limit: { js: 110, css: 6 } },
    ]);
    expect(verdict?.over).toEqual(['portal /: CSS 7.0 KB > budget 6 KB (+1.0 KB)']);
  });

  it('reports both limits when both are crossed', () => {
    const [verdict] = checkBudgets([
      { subject: 'portal /', jsBytes: 120 * 1024, cssBytes: 8 * 1024, limit: { js: 110, css: 6 } },
    ]);
    expect(verdict?.over).toHaveLength(2);
  });

  it('does not judge what has no limit', () => {
    const [verdict] = checkBudgets([{ subject: 'package identity', jsBytes: 10 ** 7, limit: {} }]);
    expect(verdict?.over).toEqual([]);
  });
});

describe('readBudgets', () => {
  it('reads the checked-in budgets.json, which budgets Mon compte "/", the portal home and the identity package', () => {
    const budgets = readBudgets(join(import.meta.dirname, '..', 'budgets.json'));
    // The figures themselves are budgets.json's to say (its $comment has their history); what the
    // reader must give is a JS bound for each of the four subjects.
    for (const bound of [
      routeLimit(budgets.apps.account as AppBudget, '/').js,
      routeLimit(budgets.apps.portal as AppBudget, '/').js,
      budgets.packages.identity?.js,
      budgets.packages['identity, every chunk']?.js,
    ]) {
      expect(bound).toBeGreaterThan(0);
    }
    expect(routeLimit(budgets.apps.account as AppBudget, '/').css).toBeGreaterThan(0);
  });

  it('refuses a file without apps or packages', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'budgets-')), 'budgets.json');
    writeFileSync(path, JSON.stringify({ apps: {} }));
    expect(() => readBudgets(path)).toThrow(/"apps" and "packages" are required/);
  });
});

describe('formatTable', () => {
  it('aligns names left and figures right under a rule', () => {
    expect(
      formatTable([
        ['app', 'route', 'JS'],
        ['portal', '/', '86.1 KB'],
      ]),
    ).toEqual(['app     route       JS', '──────  ─────  ───────', 'portal  /      86.1 KB']);
  });
});

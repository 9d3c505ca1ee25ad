// One accessibility report over both apps: every route of their route tables and every lightbox
// state of Mon compte, each scanned with axe (WCAG 2.0–2.2 A and AA), zero violations. The routes
// come from the apps' own tables (scripts/app-routes.ts), so a route added there is walked at once;
// a lightbox kind added to Mon compte fails this spec until it is walked here.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accountRoutesList, examplePath, portalRoutes } from '../scripts/app-routes.ts';
import { expect, test } from './fixtures.ts';
import { signInToAccount } from './support/sign-in.ts';

/** The portal's routes, one group per content application (each group shares a browser page). */
const portalGroups = new Map<string, string[]>();
for (const route of portalRoutes()) {
  const group = route.contentApp ?? 'shell';
  portalGroups.set(group, [...(portalGroups.get(group) ?? []), examplePath(route.path)]);
}

test.describe('accessibility of every route of the portal', () => {
  for (const [group, paths] of portalGroups) {
    test(`the ${group} routes have no axe violation (${paths.join(', ')})`, async ({
      page,
      origins,
      expectAccessible,
    }) => {
      test.setTimeout(15_000 + 10_000 * paths.length);
      for (const path of paths) {
        await page.goto(`${origins.portalOrigin}${path}`);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expectAccessible();
      }
    });
  }
});

test.describe('accessibility of every route of Mon compte, signed in', () => {
  test('every route of the route table, and an unknown address, has no axe violation', async ({
    page,
    origins,
    expectAccessible,
  }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca');
    const paths = [
      ...accountRoutesList()
        .map((route) => route.path)
        // The member-centre return point is reached from a provider flow, with its answer (below).
        .filter((path) => !path.startsWith('/callback')),
      '/adresse-inconnue',
    ];
    for (const path of paths) {
      await page.goto(`${origins.accountOrigin}${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      // The loading screen has the page's heading too: the page itself is scanned once it is gone.
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      await expect(page, path).toHaveTitle(/Mon compte/);
      await expectAccessible();
    }
  });

  test('the loading screen of every page (the pre-rendered first screen) has no axe violation', async ({
    page,
    origins,
    expectAccessible,
  }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca');
    // The profile never answers: each page stays on its loading screen.
    await page.route(`${origins.apiOrigin}/id/v3/accounts/me`, () => undefined);
    const paths = accountRoutesList()
      .filter((route) => route.status === 200)
      .map((route) => route.path);
    for (const path of paths) {
      await page.goto(`${origins.accountOrigin}${path}`);
      await expect(
        page.getByRole('status').filter({ hasText: 'Chargement de votre compte…' }),
        path,
      ).toBeAttached();
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(1);
      await expect(page, path).toHaveTitle(/Mon compte/);
      await expectAccessible();
    }
  });
});

/** Mon compte's lightbox kinds, as its payload table declares them. */
function lightboxKinds(): string[] {
  const source = readFileSync(new URL('../apps/account/src/lightboxes/payloads.ts', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('interface AccountLightboxPayloads'));
  const body = table.slice(table.indexOf('{') + 1, table.indexOf('\n}'));
  return [...body.matchAll(/^\s*([A-Z_]+):/gm)].map((match) => match[1] as string);
}

interface LightboxWalk {
  member: string;
  path?: string;
  /** What a member does to open the lightbox. */
  open(page: Page): Promise<void>;
}

const walks: Record<string, LightboxWalk> = {
  RECONNECT: {
    member: 'complet@exemple.ca',
    path: '/?fromMobileApp=android&uid_hint=00000000-0000-0000-0000-000000000000',
    open: async () => {},
  },
  PASSWORD_VALIDATION: {
    member: 'complet@exemple.ca',
    open: async (page) => {
      await page.getByLabel('Adresse courriel').fill('complet.nouveau@exemple.ca');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
  },
  PASSWORD_VALIDATION_DELETE_ACCOUNT: {
    member: 'complet@exemple.ca',
    open: async (page) => {
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    },
  },
  HAS_SUBSCRIPTION: {
    member: 'abonne@exemple.ca',
    open: async (page) => {
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    },
  },
  PASSWORD_RESET: {
    member: 'complet@exemple.ca',
    open: async (page) => {
      await page.getByRole('button', { name: 'Recevoir un lien de réinitialisation' }).click();
    },
  },
  SIMPLE_LIGHTBOX: {
    member: 'nonverifie@exemple.ca',
    open: async (page) => {
      await page.getByRole('button', { name: 'Envoyer le courriel de validation' }).click();
    },
  },
};

/**
 * Kinds that no screen of Mon compte opens yet, with the reason; each must move to `walks` when its
 * screen lands (this list is checked against the code below, so it cannot silently go stale).
 */
const notYetReachable: Record<string, string> = {
  ACCOUNT_DELETED:
    'opens only after a real deletion, which would remove a demo member that other specs share',
  PROFILAGE_ERROR: 'no screen opens it yet',
  RECONNECT_HARMONIZED: 'opens on the completion layout (/completion), not built yet',
};

test.describe('accessibility of every lightbox state of Mon compte', () => {
  test('every lightbox kind is walked, or listed with the reason it cannot be reached yet', () => {
    const kinds = lightboxKinds();
    expect(kinds.length).toBeGreaterThanOrEqual(9);
    expect([...Object.keys(walks), ...Object.keys(notYetReachable)].sort()).toEqual([...kinds].sort());
    const appSource = ['apps/account/src/AccountApp.tsx', 'apps/account/src/deletion/deleteAccount.ts']
      .map((path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'))
      .join('\n');
    // ACCOUNT_DELETED is opened by the deletion flow: keep the reason honest.
    expect(appSource).toContain("'ACCOUNT_DELETED'");
  });

  for (const [kind, walk] of Object.entries(walks)) {
    test(`the ${kind} lightbox has no axe violation`, async ({ page, origins, expectAccessible }) => {
      await signInToAccount(page, origins.accountOrigin, walk.member, walk.path ?? '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await walk.open(page);
      // Destructive confirmations are alert dialogs; both are modal (the page behind is inert).
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await expectAccessible();
    });
  }
});

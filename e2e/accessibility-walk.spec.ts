// One accessibility report over both apps: every route of their route tables and every lightbox
// state of Mon compte, each scanned with axe (WCAG 2.0–2.2 A and AA), zero violations. The routes
// come from the apps' own tables (scripts/app-routes.ts), so a route added there is walked at once;
// a lightbox kind added to Mon compte fails this spec until it is walked here (all nine are).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { accountRoutesList, examplePath, portalRoutes } from '../scripts/app-routes.ts';
import { expect, test } from './fixtures.ts';
import { origins } from './playwright.config.ts';
import { acceptFailedRequests, createMember, type TestMember } from './support/account.ts';
import { injectMemberFault, signedInMemberId } from './support/member-centre.ts';
import { DEMO_PASSWORD, signInToAccount } from './support/sign-in.ts';

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
  /** Who is signed in: a demo member, or a member made for this walk alone (it changes them). */
  member: string | ((request: APIRequestContext) => Promise<TestMember>);
  path?: string;
  /** The page's own first heading before the lightbox opens (level 1 or 2: the wizard's steps). */
  heading?: 1 | 2;
  /** What a member does to open the lightbox. */
  open(page: Page, request: APIRequestContext): Promise<void>;
  /** The walk injects a failure of the member APIs: the browser reports that failed request. */
  injectsFailure?: true;
}

const walks: Record<string, LightboxWalk> = {
  RECONNECT: {
    member: 'complet@exemple.ca',
    path: '/?fromMobileApp=android&uid_hint=00000000-0000-0000-0000-000000000000',
    open: async () => {},
  },
  RECONNECT_HARMONIZED: {
    member: 'complet@exemple.ca',
    path: '/completion?fromMobileApp=ios&uid_hint=00000000-0000-0000-0000-000000000000',
    heading: 2,
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
  ACCOUNT_DELETED: {
    member: (request) => createMember(request, { label: 'walk-suppression' }),
    open: async (page) => {
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Supprimer votre compte?' });
      await confirm.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await confirm.getByLabel('Mot de passe', { exact: true }).press('Enter');
      await expect(page.getByRole('dialog', { name: 'Votre compte a été supprimé' })).toBeVisible();
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
  PROFILAGE_ERROR: {
    member: (request) => createMember(request, { label: 'walk-profilage', incomplete: true }),
    path: '/completion',
    heading: 2,
    injectsFailure: true,
    open: async (page, request) => {
      // The first step (names) with a change, whose save the member APIs refuse.
      await page.getByLabel('Prénom', { exact: true }).fill('Éloïse-Marie');
      const member = await signedInMemberId(page);
      await injectMemberFault(request, origins.apiOrigin, {
        method: 'PATCH',
        path: '/id/v3/accounts/me',
        status: 500,
        member,
      });
      await page.getByRole('button', { name: 'Continuer' }).click();
    },
  },
};

test.describe('accessibility of every lightbox state of Mon compte', () => {
  test('every lightbox kind of Mon compte is walked', () => {
    const kinds = lightboxKinds();
    expect(kinds.length).toBeGreaterThanOrEqual(9);
    expect(Object.keys(walks).sort()).toEqual([...kinds].sort());
  });

  for (const [kind, walk] of Object.entries(walks)) {
    test(`the ${kind} lightbox has no axe violation`, async ({
      page,
      request,
      origins,
      pageErrors,
      expectAccessible,
    }) => {
      test.slow(); // Sign-in at the provider, and for some a member made for the walk.
      const email = typeof walk.member === 'string' ? walk.member : (await walk.member(request)).email;
      await signInToAccount(page, origins.accountOrigin, email, walk.path ?? '/');
      await expect(page.getByRole('heading', { level: walk.heading ?? 1 }).first()).toBeVisible();
      await walk.open(page, request);
      // Destructive confirmations are alert dialogs; both are modal (the page behind is inert).
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await expectAccessible();
      if (walk.injectsFailure) acceptFailedRequests(pageErrors);
    });
  }
});

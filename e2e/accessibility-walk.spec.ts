// One accessibility report over both apps and the identity provider: every route of the apps' route
// tables, every lightbox state of Mon compte and the provider's pages, each scanned with axe (WCAG
// 2.0–2.2 A and AA) and with the checks axe cannot make (e2e/support/a11y: reflow at 320 px and at
// 400 %, text spacing, text at 200 %, focus not obscured, focus visible, non-text contrast, forced
// colours), zero violations; and a route change in each app announces the new page's title. The
// routes come from the apps' own tables (e2e/app-routes.ts), so a route added there is walked at
// once; a lightbox kind added to Mon compte fails this spec until it is walked here (all nine are).
// The report (pages × checks) is printed at the end of the run and kept in
// test-results/accessibility-walk.md.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { accountRoutesList, examplePath, portalRoutes } from './app-routes.ts';
import { expect, test } from './fixtures.ts';
import { acceptFailedRequests, injectFault } from './support/faults.ts';
import { origins } from './playwright.config.ts';
import { runPageChecks, type CheckName } from './support/a11y/page-checks.ts';
import { routeChangeAnnouncementFailure } from './support/a11y/route-announcement.ts';
import { REPORT_COLUMNS, ROUTE_CHECK, writeRow, type WalkRow } from './support/a11y/walk-report.ts';
import { createMember, type TestMember } from './support/account.ts';
import { signedInMemberId } from './support/member-centre.ts';
import { DEMO_PASSWORD, fillProviderSignIn, signInToAccount } from './support/sign-in.ts';

/**
 * axe and the other checks on the page as it is now: its row in the report, and a failure (soft, so
 * that every check runs and the row is complete) for each check that found something.
 */
async function walkPage(
  page: Page,
  expectAccessible: () => Promise<void>,
  name: string,
  options: { scope?: string; only?: readonly CheckName[] } = {},
): Promise<void> {
  const results: WalkRow['results'] = {};
  try {
    await expectAccessible();
    results.axe = [];
  } catch (error) {
    results.axe = [(error as Error).message.replace(/\s+/g, ' ').slice(0, 500)];
  }
  Object.assign(results, await runPageChecks(page, options));
  writeRow({ page: name, results });
  for (const check of REPORT_COLUMNS) {
    if (results[check]) expect.soft(results[check], `${name} — ${check}`).toEqual([]);
  }
}

const FIRST_EPISODE = 'Le fleuve Saint-Laurent, une autoroute sous pression';

/** Queues an episode and pauses it: the dock stays open (restored paused) on every page after. */
async function openPlayerDock(page: Page): Promise<void> {
  await page.goto(`${origins.portalOrigin}/ohdio`);
  await page.getByRole('button', { name: `Écouter : ${FIRST_EPISODE}` }).click();
  const dock = page.getByRole('region', { name: 'Lecteur audio' });
  await dock.getByRole('button', { name: 'Mettre en pause' }).click();
  await expect(dock.getByRole('button', { name: 'Lire' })).toBeVisible();
}

/** The portal's routes, one group per content application (each group shares a browser page). */
const portalGroups = new Map<string, string[]>();
for (const route of portalRoutes()) {
  const group = route.contentApp ?? 'shell';
  portalGroups.set(group, [...(portalGroups.get(group) ?? []), examplePath(route.path)]);
}
/**
 * At most this many pages per test: the news application's twenty routes in one test were a long
 * pole that kept one of the two workers busy while the other had finished.
 */
const PAGES_PER_TEST = 4;
const portalChunks: [string, string[]][] = [...portalGroups].flatMap(([group, paths]) =>
  Array.from({ length: Math.ceil(paths.length / PAGES_PER_TEST) }, (_, index): [string, string[]] => [
    group,
    paths.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
  ]),
);

test.describe('accessibility of every route of the portal', () => {
  for (const [group, paths] of portalChunks) {
    test(`the ${group} routes pass every check, the player dock open (${paths.join(', ')})`, async ({
      page,
      origins,
      expectAccessible,
    }) => {
      test.setTimeout(30_000 + 60_000 * paths.length);
      await openPlayerDock(page);
      for (const path of paths) {
        await page.goto(`${origins.portalOrigin}${path}`);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.getByRole('region', { name: 'Lecteur audio' }), path).toBeVisible();
        await walkPage(page, expectAccessible, `portal ${path}`);
      }
    });
  }
});

test.describe('accessibility of every route of Mon compte, signed in', () => {
  test('every route of the route table, and an unknown address, passes every check', async ({
    page,
    origins,
    expectAccessible,
  }) => {
    test.setTimeout(60_000 + 60_000 * accountRoutesList().length);
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
      await walkPage(page, expectAccessible, `Mon compte ${path}`);
    }
  });

  test('the loading screen of every page (the pre-rendered first screen) has no axe violation and reflows', async ({
    page,
    origins,
    expectAccessible,
  }) => {
    test.setTimeout(60_000 + 20_000 * accountRoutesList().length);
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
      // A screen of a moment: laid out for every width and spacing, nothing to focus or toggle yet.
      await walkPage(page, expectAccessible, `Mon compte ${path} (loading)`, {
        only: ['reflow 320 px', 'reflow 400 %', 'text spacing'],
      });
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
      await expect(
        page.getByRole('dialog', { name: 'La suppression de votre compte est prévue' }),
      ).toBeVisible();
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
      await injectFault(
        request,
        { rcId: member },
        { method: 'PATCH', path: '/id/v3/accounts/me', status: 500 },
      );
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
    test(`the ${kind} lightbox passes every check`, async ({
      page,
      request,
      origins,
      pageErrors,
      expectAccessible,
    }) => {
      test.setTimeout(120_000); // Sign-in at the provider, for some a member made for the walk.
      const email = typeof walk.member === 'string' ? walk.member : (await walk.member(request)).email;
      await signInToAccount(page, origins.accountOrigin, email, walk.path ?? '/');
      await expect(page.getByRole('heading', { level: walk.heading ?? 1 }).first()).toBeVisible();
      await walk.open(page, request);
      // Destructive confirmations are alert dialogs; both are modal (the page behind is inert).
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await walkPage(page, expectAccessible, `Mon compte lightbox ${kind}`, { scope: 'dialog[open]' });
      if (walk.injectsFailure) acceptFailedRequests(pageErrors);
    });
  }
});

test.describe("accessibility of the identity provider's pages", () => {
  test('the sign-in, refused sign-in, sign-up, forgotten-password and error pages pass every check', async ({
    page,
    origins,
    pageErrors,
    expectAccessible,
  }) => {
    test.setTimeout(60_000 + 60_000 * 5);
    // Mon compte sends a visitor to the provider's sign-in page.
    await page.goto(`${origins.accountOrigin}/`);
    // the provider's page, not a screen of Mon compte on its way there (a check that runs during the
    // redirect loses its page: « Execution context was destroyed »)
    await expect(page).toHaveURL((url) => url.origin === origins.idpOrigin);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await walkPage(page, expectAccessible, 'provider sign-in');

    await fillProviderSignIn(page, 'walk-inconnu@exemple.ca', 'Pas-le-bon-2026');
    await expect(
      page.getByRole('alert').or(page.locator('.error-summary, [role="alert"]')).first(),
    ).toBeVisible();
    await walkPage(page, expectAccessible, 'provider sign-in, refused');

    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
    await walkPage(page, expectAccessible, 'provider sign-up');

    await page.getByRole('link', { name: 'Vous avez déjà un compte? Se connecter' }).click();
    await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
    await expect(page.getByRole('button', { name: 'Envoyer le lien' })).toBeVisible();
    await walkPage(page, expectAccessible, 'provider forgotten password');

    // An authorization request the provider refuses (an unknown client): its error page.
    await page.goto(
      `${origins.idpOrigin}/portailb2c/B2C_1A_login/oauth2/v2.0/authorize?client_id=inconnu&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${origins.accountOrigin}/callback`)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await walkPage(page, expectAccessible, 'provider error page');
    acceptFailedRequests(pageErrors);
  });
});

test.describe('a route change announces the new page', () => {
  test.slow(); // An app's start, a navigation, and the live region's text awaited.

  test("the portal says the new page's title in its live region", async ({ page, origins }) => {
    await page.goto(`${origins.portalOrigin}/`);
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
    const failure = await routeChangeAnnouncementFailure(page, () =>
      page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Info' })
        .click(),
    );
    writeRow({ page: 'portal / → /info', results: { [ROUTE_CHECK]: failure ? [failure] : [] } });
    expect(failure).toBeNull();
  });

  test("Mon compte says the new page's title in its live region", async ({ page, origins }) => {
    await signInToAccount(page, origins.accountOrigin, 'complet@exemple.ca');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const failure = await routeChangeAnnouncementFailure(page, () =>
      page
        .getByRole('navigation', { name: 'Mon compte' })
        .getByRole('link', { name: 'Photo de profil' })
        .click(),
    );
    writeRow({ page: 'Mon compte / → /avatar', results: { [ROUTE_CHECK]: failure ? [failure] : [] } });
    expect(failure).toBeNull();
  });
});

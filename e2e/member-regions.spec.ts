import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectOnlyInjectedFailures, injectFault } from './support/faults.ts';
import { signedInMemberId } from './support/member-centre.ts';
import { origins } from './playwright.config.ts';

const PASSWORD = 'Bonjour-2026';
const ME = `${origins.apiOrigin}/id/v3/accounts/me`;
/** A 1×1 PNG, as a member's photo. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** Signs in from the portal header through the provider's own French form; back on `path`. */
async function signIn(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.origin === origins.idpOrigin);
  await page.getByLabel('Adresse courriel').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

function regionPicker(page: Page) {
  const header = page.getByRole('banner');
  return {
    trigger: header.getByRole('button', { name: /^Ma région/ }),
    panel: header.getByRole('region', { name: 'Choisir mes régions' }),
    section: (name: string) => header.getByRole('group', { name, exact: true }),
    save: header.getByRole('button', { name: 'Enregistrer mes régions' }),
  };
}

/** Opens the picker and chooses `region` in the Info section by searching for it. */
async function chooseInfoRegion(page: Page, region: string) {
  const picker = regionPicker(page);
  await picker.trigger.click();
  await expect(picker.panel).toBeVisible();
  const info = picker.section('Info');
  await info.getByRole('searchbox').fill(region);
  await info.getByRole('radio', { name: region, exact: true }).check();
  return picker;
}

async function regionCookie(page: Page): Promise<Record<string, number> | undefined> {
  const cookie = (await page.context().cookies(origins.portalOrigin)).find(({ name }) => name === 'RCID');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, number>) : undefined;
}

async function profileRegions(request: APIRequestContext, authorization: string) {
  const response = await request.get(ME, { headers: { authorization } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { productsRegions: Record<string, number> }).productsRegions;
}

const isProfilePatch = (request: Request) => request.method() === 'PATCH' && request.url() === ME;

test.describe('regions of an anonymous visitor', () => {
  test('a region picked in the header goes into the RCID cookie and survives a reload, with focus back on the picker', async ({
    page,
    expectAccessible,
  }) => {
    // An axe scan of the open picker (five sections of radio buttons) is slow on a loaded machine.
    test.slow();
    await page.goto('/');
    const picker = regionPicker(page);
    await expect(picker.trigger).toHaveText('Ma région : Grand Montréal');
    await chooseInfoRegion(page, 'Toronto');
    // Linked sections follow at once: ICI Télé moves to its Ontario region.
    await picker.section('ICI Télé').getByRole('searchbox').fill('');
    await expect(picker.section('ICI Télé').getByRole('radio', { name: 'Ontario' })).toBeChecked();
    await expectAccessible();

    await Promise.all([page.waitForEvent('load'), picker.save.click()]);
    await expect(regionPicker(page).trigger).toHaveText('Ma région : Toronto');
    await expect(regionPicker(page).trigger).toBeFocused();
    // Legacy ids: Info 100 + 21, Télé 200 + 25 (Ontario), Musique 300 + 21, Première 400 + 21, OHdio 500 + 21.
    expect(await regionCookie(page)).toEqual({
      info: 121,
      iciMusique: 321,
      premiere: 421,
      tele: 225,
      oHdio: 521,
    });

    await page.reload();
    await expect(regionPicker(page).trigger).toHaveText('Ma région : Toronto');
    await regionPicker(page).trigger.click();
    // Each list opens on its chosen region, near the end of the alphabet here.
    const infoToronto = regionPicker(page).section('Info').getByRole('radio', { name: 'Toronto' });
    await expect(infoToronto).toBeChecked();
    await expect(infoToronto).toBeInViewport();
    await expect(regionPicker(page).section('OHdio').getByRole('radio', { name: 'Toronto' })).toBeChecked();
  });

  test('region query parameters apply to the page without touching the saved choice', async ({ page }) => {
    await page.goto('/?editionRegionId=17&cityCode=YQB');
    await expect(regionPicker(page).trigger).toHaveText('Ma région : Québec');
    expect(await regionCookie(page)).toBeUndefined();
  });
});

test.describe('the header on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('keeps the sign-in buttons and the picker inside the screen, axe clean with the picker open', async ({
    page,
    expectAccessible,
  }) => {
    test.slow();
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const name of ['Se connecter', 'Créer un compte', 'Ma région : Grand Montréal']) {
      await expect(header.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    const picker = regionPicker(page);
    await picker.trigger.click();
    await expect(picker.panel).toBeVisible();
    const box = await picker.panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expect(picker.save).toBeInViewport({ ratio: 1 });
    await expectAccessible();
  });
});

test.describe('the member in the header', () => {
  test('shows the member with her photo after sign-in and after a reload', async ({ page, request }) => {
    await page.goto('/info');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Créer un compte' })).toBeVisible();
    const profileRead = page.waitForRequest((request) => request.method() === 'GET' && request.url() === ME);
    const visitorLogin = page.waitForRequest(`${origins.apiOrigin}/visitor-identity/login`);
    await signIn(page, 'nonverifie@exemple.ca');
    await page.waitForURL(`${origins.portalOrigin}/info`);
    // The visitor-identity call of SPEC.md §7: the member's login id as JSON-LD.
    const visitor = await visitorLogin;
    expect(visitor.headers()['content-type']).toContain('application/ld+json');
    expect(visitor.postDataJSON()).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person' });
    expect((visitor.postDataJSON() as { identifier: string }).identifier).not.toBe('');

    const member = header.getByRole('button', { name: 'Isabelle Côté' });
    await expect(member).toBeVisible();
    await expect(header.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
    // Her saved region (Bas-Saint-Laurent) is the picker's.
    await expect(regionPicker(page).trigger).toHaveText('Ma région : Bas-Saint-Laurent');

    // With a photo on her profile, the header shows it after a reload.
    const authorization = (await profileRead).headers()['authorization'] ?? '';
    const upload = await request.post(`${ME}/upload-avatar`, {
      headers: { authorization },
      multipart: { avatar: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') } },
    });
    expect(upload.status()).toBe(200);
    await page.reload();
    await expect(member).toBeVisible();
    const photo = member.locator('img');
    await expect(photo).toHaveAttribute('src', ((await upload.json()) as { picture: string }).picture);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a visitor who cancels at the provider comes back to the same page, still anonymous', async ({
    page,
  }) => {
    await page.goto('/arts');
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.origin === origins.idpOrigin);
    await page.getByRole('link', { name: 'Annuler et retourner à l’application' }).click();
    await page.waitForURL(`${origins.portalOrigin}/arts`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('opens « Mon compte » and « Se déconnecter », axe clean with the picker open too, and signs out', async ({
    page,
    expectAccessible,
  }) => {
    // An axe scan of the open picker (five sections of radio buttons) is slow on a loaded machine.
    test.slow();
    await page.goto('/');
    await signIn(page, 'abonne@exemple.ca');
    const header = page.getByRole('banner');
    const member = header.getByRole('button', { name: 'Louis Bouchard' });
    await expect(member).toBeVisible();

    // Both open at once: the region picker and the member menu.
    await regionPicker(page).trigger.click();
    await member.click();
    await expect(member).toHaveAttribute('aria-expanded', 'true');
    await expect(regionPicker(page).panel).toBeVisible();
    await expect(header.getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      `${origins.accountOrigin}/`,
    );
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(member).toBeFocused();

    await member.click();
    // Waited for before the click: the provider's logout page may send the browser back at once.
    const toProvider = page.waitForURL(`${origins.idpOrigin}/**`, { waitUntil: 'commit' });
    await header.getByRole('button', { name: 'Se déconnecter' }).click();
    await toProvider;
    await page.waitForURL(`${origins.portalOrigin}/`);
    await expect(header.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.reload();
    await expect(header.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});

// These tests PATCH the profile and inject a fault on that PATCH: one at a time.
test.describe('regions of a signed-in member', () => {
  test.describe.configure({ mode: 'serial' });

  test('a region picked by a member is saved to the profile with its linked sections', async ({
    page,
    request,
    expectAccessible,
  }) => {
    // An axe scan of the open picker (five sections of radio buttons) is slow on a loaded machine.
    test.slow();
    await page.goto('/');
    await signIn(page, 'complet@exemple.ca');
    const member = page.getByRole('banner').getByRole('button', { name: 'Geneviève Tremblay' });
    await expect(member).toBeVisible();

    const picker = await chooseInfoRegion(page, 'Nouveau-Brunswick');
    await expectAccessible();
    const [patch] = await Promise.all([
      page.waitForRequest(isProfilePatch),
      page.waitForEvent('load'),
      picker.save.click(),
    ]);
    const authorization = patch.headers()['authorization'] ?? '';
    expect(authorization).toMatch(/^Bearer /);
    expect(patch.postDataJSON()).toEqual({
      productsRegions: { info: '14', iciMusique: '14', premiere: '14', tele: '24', oHdio: '14' },
    });
    expect(await profileRegions(request, authorization)).toEqual({
      info: 14,
      iciMusique: 14,
      premiere: 14,
      tele: 24,
      oHdio: 14,
    });

    // After the reload: the member, the saved region, the linked ICI Télé region (Acadie).
    await expect(member).toBeVisible();
    await expect(regionPicker(page).trigger).toHaveText('Ma région : Nouveau-Brunswick');
    await regionPicker(page).trigger.click();
    await expect(regionPicker(page).section('ICI Télé').getByRole('radio', { name: 'Acadie' })).toBeChecked();
  });

  test('a failed save shows the error, keeps the choice and the profile unchanged, and a retry saves it', async ({
    page,
    request,
    pageErrors,
  }) => {
    await page.goto('/');
    await signIn(page, 'incomplet@exemple.ca');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mathieu Gagnon' })).toBeVisible();
    const picker = await chooseInfoRegion(page, 'Saskatchewan');

    // For this member only: the specs beside this one save profiles too.
    await injectFault(
      request,
      { rcId: await signedInMemberId(page) },
      {
        method: 'PATCH',
        path: '/id/v3/accounts/me',
        status: 500,
      },
    );
    const [patch] = await Promise.all([page.waitForRequest(isProfilePatch), picker.save.click()]);
    await expect(page.getByRole('banner').getByRole('alert')).toHaveText(
      'Vos régions n’ont pas pu être enregistrées. Votre choix est conservé : veuillez réessayer.',
    );
    // Nothing lost: the panel is still open on the chosen region, and the profile has not moved.
    await expect(picker.panel).toBeVisible();
    await expect(picker.section('Info').getByRole('radio', { name: 'Saskatchewan' })).toBeChecked();
    const authorization = patch.headers()['authorization'] ?? '';
    expect((await profileRegions(request, authorization)).info).not.toBe(19);
    // Chromium logs the injected 500 itself; nothing else may have been logged.
    expectOnlyInjectedFailures(pageErrors, 500, 1);

    await Promise.all([page.waitForEvent('load'), picker.save.click()]);
    await expect(regionPicker(page).trigger).toHaveText('Ma région : Saskatchewan');
    expect((await profileRegions(request, authorization)).info).toBe(19);
  });
});

test.describe('a banned member', () => {
  test('banni@exemple.ca is refused at the form, and signed out by the portal when banned during a session', async ({
    page,
    request,
  }) => {
    const banLevel = (value: 'login' | null) =>
      request.post(`${origins.apiOrigin}/__test/members/ban-level`, {
        data: { email: 'banni@exemple.ca', banLevel: value },
      });
    await page.goto('/');
    await signIn(page, 'banni@exemple.ca');
    await expect(page.getByRole('alert')).toContainText('L’accès à ce compte a été suspendu.');

    // Banned while an SSO session exists: the provider still gives tokens, the portal's rule applies.
    expect((await banLevel(null)).status()).toBe(200);
    try {
      await page.getByLabel('Mot de passe').fill(PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      const member = page.getByRole('banner').getByRole('button', { name: 'Kevin Lavoie' });
      await expect(member).toBeVisible();
    } finally {
      expect((await banLevel('login')).status()).toBe(200);
    }
    // On the next page: profile banLevel login → sign-out through the provider's logout, back home.
    const providerLogout = page.waitForRequest(
      (request) => request.url().startsWith(origins.idpOrigin) && /\/logout\b/.test(request.url()),
    );
    await page.reload();
    await providerLogout;
    await page.waitForURL(`${origins.portalOrigin}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Kevin Lavoie' })).toHaveCount(0);
    const tokens = await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (key) => key.startsWith('portail-identity.portail-web.') && key.endsWith('Token'),
      ),
    );
    expect(tokens).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { acceptFailedRequests, clearFaults, injectFault } from './support/faults.ts';
import { tabTo } from './support/keyboard.ts';
import { signInAsNewMember, statusBar } from './support/account.ts';
import { noisePng } from './support/png.ts';

const UPLOAD = '/id/v3/accounts/me/upload-avatar';

/** Chooses a valid photo of `width`×`height` pixels in the file field. */
async function choosePhoto(page: Page, width: number, height: number): Promise<void> {
  await page.getByLabel('Choisir une photo').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: noisePng(width, height),
  });
}

test.describe('the profile photo page', () => {
  test('squares and shrinks a large phone photo, shows the upload progress and the new photo, keyboard only', async ({
    page,
    request,
    expectAccessible,
  }) => {
    test.slow(); // Decoding and shrinking a 5 MB photo takes a while on a busy machine.
    // Playwright takes file choosers over only once a listener exists, and subscribes without waiting
    // for the answer: a listener added just before the key press lost that race on a busy machine
    // (the browser's own chooser opened and the test waited for an event that never came).
    page.on('filechooser', () => undefined);
    const member = await signInAsNewMember(page, request, { label: 'photo' }, '/avatar');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo de profil' })).toBeVisible();
    await expect(page.getByText("Vous n'avez pas encore de photo de profil.")).toBeVisible();
    await expectAccessible();

    const photo = noisePng(1600, 1200);
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    await tabTo(page, page.getByLabel('Choisir une photo'));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'IMG_2048.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();

    await injectFault(request, member, { method: 'POST', path: UPLOAD, delayMs: 1500 });
    const upload = page.waitForRequest((r) => r.url().endsWith(UPLOAD));
    await tabTo(page, page.getByRole('button', { name: 'Téléverser la photo' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('progressbar', { name: 'Téléversement en cours' })).toBeVisible();
    await expectAccessible();
    const sent = (await upload).postDataBuffer();
    expect(sent?.length ?? 0).toBeLessThan(1024 * 1024);

    await expect(statusBar(page).success).toHaveText('Vous avez maintenant une nouvelle photo de profil.');
    await expect(page.getByRole('progressbar')).toBeHidden();
    const current = page.getByRole('img', { name: 'Votre photo de profil actuelle' });
    await expect(current).toBeVisible();
    const natural = await current.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(natural).toEqual([512, 512]);
  });

  test('refuses a file that is not a photo before sending it', async ({ page, request }) => {
    await signInAsNewMember(page, request, { label: 'photo-type' }, '/avatar');
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(UPLOAD)) uploads += 1;
    });
    await page.getByLabel('Choisir une photo').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n'),
    });
    const field = page.getByLabel('Choisir une photo');
    await expect(field).toHaveAccessibleDescription(
      /Choisissez une photo au format JPEG, PNG, WebP ou GIF\./,
    );
    await page.getByRole('button', { name: 'Téléverser la photo' }).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(page.locator('.error-summary')).toContainText('Choisissez une photo.');
    expect(uploads).toBe(0);
  });

  test('refuses a photo over 5 MB that the browser cannot shrink, before sending it', async ({
    page,
    request,
  }) => {
    await signInAsNewMember(page, request, { label: 'photo-lourde' }, '/avatar');
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(UPLOAD)) uploads += 1;
    });
    await page.getByLabel('Choisir une photo').setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 7),
    });
    await page.getByRole('button', { name: 'Téléverser la photo' }).click();
    await expect(page.getByLabel('Choisir une photo')).toHaveAccessibleDescription(
      /La photo dépasse la taille maximale de 5 Mo\./,
    );
    await expect(page.locator('.error-summary')).toBeFocused();
    expect(uploads).toBe(0);
  });

  test("shows the server's message and code, then goes back to the profile, when the server refuses the file", async ({
    page,
    request,
    pageErrors,
  }) => {
    await signInAsNewMember(page, request, { label: 'photo-refus' }, '/avatar?fromApp=ohdio');
    await page.getByLabel('Choisir une photo').setInputFiles({
      name: 'faux.png',
      mimeType: 'image/png',
      buffer: Buffer.from('ceci n’est pas une image'),
    });
    await page.getByRole('button', { name: 'Téléverser la photo' }).click();
    await expect(statusBar(page).error).toHaveText(
      'Le fichier doit être une image JPEG, PNG, WebP ou GIF. Code : 13',
    );
    await expect(page).toHaveURL(/\/\?fromApp=ohdio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil', exact: true })).toBeVisible();
    acceptFailedRequests(pageErrors);
  });

  test('shows a 401, a 409 or a 500 of the upload in the status bar, then goes back to the profile', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'photo-pannes' }, '/avatar');
    for (const status of [401, 409, 500]) {
      await choosePhoto(page, 800, 600);
      await injectFault(request, member, { method: 'POST', path: UPLOAD, status });
      await page.getByRole('button', { name: 'Téléverser la photo' }).click();
      await expect(statusBar(page).error).toHaveText('Panne simulée. Code : FAULT_INJECTED');
      await expect(page.getByRole('heading', { level: 1, name: 'Profil', exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Photo de profil' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Photo de profil' })).toBeVisible();
    }
    acceptFailedRequests(pageErrors);
  });

  test('says an unknown error occurred when the connection drops during the upload', async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await signInAsNewMember(page, request, { label: 'photo-coupure' }, '/avatar');
    await choosePhoto(page, 800, 600);
    await injectFault(request, member, { method: 'POST', path: UPLOAD, drop: true, times: 3 });
    await page.getByRole('button', { name: 'Téléverser la photo' }).click();
    await expect(statusBar(page).error).toHaveText(
      "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Profil', exact: true })).toBeVisible();
    await clearFaults(request, member);
    acceptFailedRequests(pageErrors);
  });
});

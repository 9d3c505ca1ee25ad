// Each check of the accessibility walk (e2e/support/a11y) fails a page crafted to break its
// criterion, and passes the same page without the fault: a check that cannot fail proves nothing.
// The pages are served from an address of their own, as an app's would be.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { forcedColorsViolations } from './support/a11y/forced-colors.ts';
import { walkFocus } from './support/a11y/focus-walk.ts';
import { nonTextContrastViolations } from './support/a11y/non-text-contrast.ts';
import { reflowViolations, zoomedReflowViolations } from './support/a11y/reflow.ts';
import { resizeTextViolations } from './support/a11y/resize-text.ts';
import { routeChangeAnnouncementFailure } from './support/a11y/route-announcement.ts';
import { textLossViolations } from './support/a11y/text-loss.ts';
import { textSpacingViolations } from './support/a11y/text-spacing.ts';

// Each test drives a browser through several layouts and many round trips: more than the default time.
test.describe.configure({ timeout: 90_000 });

const CRAFTED = 'http://crafted.localhost:9/';

/** Serves `body` as a French page of its own origin and opens it. */
async function craft(page: Page, body: string, head = ''): Promise<void> {
  await page.route(`${CRAFTED}**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><title>Page d’essai</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>body { margin: 0; font: 16px/1.5 sans-serif; } main { padding: 1rem; }</style>${head}</head>
        <body><main><h1>Page d’essai</h1>${body}</main></body></html>`,
    }),
  );
  await page.goto(CRAFTED);
}

test.describe('the axe scan of every spec (WCAG 2.0–2.2 A and AA)', () => {
  test('fails an image without text added after a first scan of the same page, and heeds include and exclude', async ({
    page,
    expectAccessible,
  }) => {
    await craft(page, '<p id="texte">Un paragraphe.</p>');
    await expectAccessible();
    // The second scan sees the page as it is now, and names the violating node.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.id = 'muette';
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      document.querySelector('main')?.append(image);
    });
    await expect(expectAccessible()).rejects.toThrow(/image-alt .*#muette/s);
    await expect(expectAccessible({ include: 'main' })).rejects.toThrow(/image-alt/);
    await expectAccessible({ include: '#texte' });
    await expectAccessible({ exclude: ['#muette'] });
  });
});

test.describe('the reflow check (WCAG 1.4.10)', () => {
  test('fails a page that scrolls sideways at 320 px, and passes it once it fits', async ({ page }) => {
    await craft(
      page,
      '<p id="large">Un tableau de bord trop large.</p><style>#large { width: 363px; }</style>',
    );
    expect(await reflowViolations(page)).toContainEqual(
      expect.stringMatching(/scrolls sideways: 3\d\d px wide/),
    );
    await page.evaluate(() => document.getElementById('large')?.style.setProperty('width', 'auto'));
    expect(await reflowViolations(page)).toEqual([]);
  });

  test('fails text cut off at the viewport edge even when the page cannot scroll', async ({ page }) => {
    await craft(
      page,
      '<p class="line">Une phrase qui ne revient jamais à la ligne et que l’écran étroit coupe.</p>',
      '<style>body { overflow-x: hidden; } .line { white-space: nowrap; }</style>',
    );
    expect(await reflowViolations(page)).toContainEqual(expect.stringContaining('past the viewport'));
  });

  test('fails a layout that fits 1280 px but not the same window zoomed to 400 %', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await craft(
      page,
      '<form><input aria-label="Recherche" class="wide"></form>',
      '<style>.wide { width: 24rem; }</style>',
    );
    expect(await textLossViolations(page, { horizontal: true })).toEqual([]);
    expect(await zoomedReflowViolations(page)).toContainEqual(expect.stringContaining('past the viewport'));
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  });
});

test.describe('the reflow check, for what stays on screen', () => {
  test('fails a bar fixed on screen that takes most of the viewport zoomed to 400 %', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await craft(
      page,
      '<p>Le contenu de la page.</p><div class="bar">Barre de lecture</div>',
      '<style>.bar { position: fixed; inset: auto 0 0; height: 8rem; background: #0b2545; color: #fff; }</style>',
    );
    // 128 px of a 640 px viewport leave the page room; of a 180 px one (400 %), they do not.
    expect(await reflowViolations(page)).toEqual([]);
    expect(await zoomedReflowViolations(page)).toContainEqual(
      expect.stringMatching(/content fixed on screen covers 128 of 180 px: div\.bar/),
    );
  });
});

test.describe('the text spacing check (WCAG 1.4.12)', () => {
  test('fails a box that fits its text exactly and hides its overflow', async ({ page }) => {
    await craft(
      page,
      '<p><span id="tight" class="tight">Bouton à la largeur de son texte</span></p>',
      '<style>.tight { display: inline-block; overflow: hidden; white-space: nowrap; }</style>',
    );
    // The box is given its text's own width: without the override, nothing is cut.
    await page.evaluate(() => {
      const tight = document.getElementById('tight') as HTMLElement;
      tight.style.width = `${tight.getBoundingClientRect().width}px`;
    });
    expect(await textLossViolations(page)).toEqual([]);
    expect(await textSpacingViolations(page)).toContainEqual(
      expect.stringContaining('text cut by span#tight'),
    );
  });

  test('fails lines of text drawn over the next ones when the line height grows', async ({ page }) => {
    await craft(
      page,
      '<div class="short"><p>Première ligne du bloc</p></div><p>Le texte qui suit le bloc</p>',
      '<style>.short { height: 1.2em; } .short p { margin: 0; line-height: 1.2; } main { width: 12em; }</style>',
    );
    expect(await textSpacingViolations(page)).toContainEqual(expect.stringContaining('text overlaps'));
  });
});

test.describe('the resize-text check (WCAG 1.4.4)', () => {
  test('fails text sized in pixels and a box of fixed height that cuts the larger text', async ({ page }) => {
    await craft(
      page,
      '<p class="fixed">Taille fixe en pixels</p><div class="box"><p>Texte dans une boîte à hauteur fixe</p></div>',
      '<style>.fixed { font-size: 14px; } .box { height: 2rem; overflow: hidden; font-size: 1rem; } .box p { margin: 0; } .box { height: 26px; }</style>',
    );
    const violations = await resizeTextViolations(page);
    expect(violations).toContainEqual(expect.stringContaining('text does not grow: p.fixed'));
    expect(violations).toContainEqual(expect.stringContaining('text cut by div.box'));
    // The browser's text size is put back afterwards.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
  });
});

test.describe('the focus checks (WCAG 2.4.11, 2.4.7 and 2.4.13)', () => {
  test('fails a focused control entirely hidden behind a fixed bar, and passes it once the page leaves room', async ({
    page,
  }) => {
    // The control ends the page: the browser can scroll it no higher than the bottom of the viewport.
    await craft(
      page,
      '<div class="tall"></div><button type="button">Sous la barre</button><div class="bar">Barre de lecture</div>',
      `<style>.tall { height: 1500px; } .bar { position: fixed; inset: auto 0 0; height: 8rem; background: #0b2545; color: #fff; }
        :focus-visible { outline: 3px solid #000; outline-offset: 2px; }</style>`,
    );
    const hidden = await walkFocus(page);
    expect(hidden.obscured).toContainEqual(expect.stringMatching(/Sous la barre.*is hidden behind div\.bar/));
    await page.evaluate(() => document.querySelector('main')?.style.setProperty('padding-bottom', '9rem'));
    expect((await walkFocus(page)).obscured).toEqual([]);
  });

  test('fails a control without focus indicator, one too thin and one too pale', async ({ page }) => {
    await craft(
      page,
      `<button type="button" class="none">Sans indicateur</button>
       <button type="button" class="thin">Trop mince</button>
       <button type="button" class="pale">Trop pâle</button>
       <button type="button" class="good">Bien visible</button>`,
      `<style>.none:focus { outline: none; } .thin:focus-visible { outline: 1px solid #000; }
        .pale:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
        .good:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; box-shadow: 0 0 0 5px #1b1d21; }</style>`,
    );
    const walk = await walkFocus(page);
    expect(walk.stops).toBe(4);
    expect(walk.indicator).toEqual([
      expect.stringContaining('Sans indicateur » shows no focus indicator'),
      expect.stringMatching(/Trop mince.*outline 1 px/),
      expect.stringMatching(/Trop pâle.*outline 3 px at 1\.\d\d:1/),
    ]);
  });

  test('fails a focus ring that an ancestor hiding its overflow cuts away', async ({ page }) => {
    await craft(
      page,
      '<div class="strip"><a href="#a">Lien coupé</a></div>',
      `<style>.strip { overflow: hidden; } .strip a { display: block; }
        :focus-visible { outline: 3px solid #000; outline-offset: 2px; }</style>`,
    );
    expect((await walkFocus(page)).indicator).toContainEqual(
      expect.stringMatching(/Lien coupé.*indicator of \d+ px²/),
    );
  });
});

test.describe('the non-text contrast check (WCAG 1.4.11)', () => {
  test('fails a pale field border, a pale checked colour and a pale dock icon', async ({ page }) => {
    await craft(
      page,
      `<label>Courriel <input type="email" class="pale"></label>
       <label>Bon <input type="email" class="dark"></label>
       <label><input type="checkbox" class="accent" checked> Abonné</label>
       <div class="player-dock"><button type="button" aria-label="Suivant"><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M6 6h12v12H6z" fill="currentColor"/></svg></button></div>`,
      `<style>.pale { border: 1px solid #d4d7dc; } .dark { border: 1px solid #4a4f57; } .accent { accent-color: #ffbf47; }
        .player-dock { background: #0b2545; } .player-dock button { background: none; border: 0; color: #1d3a66; }</style>`,
    );
    const violations = await nonTextContrastViolations(page);
    expect(violations).toEqual([
      expect.stringMatching(/^field input\.pale.*boundary 1\.\d\d:1/),
      expect.stringMatching(/^toggle input\.accent.*checked colour/),
      expect.stringMatching(/^dock control button.*icon 1\.\d\d:1/),
    ]);
  });
});

test.describe('the forced colours check', () => {
  test('fails a button drawn only by its fill and a current link shown only by colour', async ({ page }) => {
    await craft(
      page,
      `<button type="button" class="flat">Sans bordure</button>
       <button type="button" class="edged">Avec bordure</button>
       <nav aria-label="Sections"><ul><li><a class="tab" href="#a" aria-current="page">Info</a></li><li><a class="tab" href="#b">Sports</a></li></ul></nav>`,
      `<style>.flat { border: 0; background: #b3122b; color: #fff; } .edged { border: 2px solid transparent; background: #b3122b; color: #fff; }
        .tab[aria-current="page"] { background: #0b2545; color: #fff; }</style>`,
    );
    const violations = await forcedColorsViolations(page);
    expect(violations).toEqual([
      expect.stringMatching(/^button.*Sans bordure » has no boundary/),
      expect.stringMatching(/^a\.tab « Info »: its aria-current state does not show/),
    ]);
    // The emulation is taken away afterwards.
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(false);
  });
});

test.describe('the route announcement check', () => {
  const app = (announce: boolean) => `
    <a href="/suite" id="next">Page suivante</a><p role="status" id="live"></p>
    <script>
      document.getElementById('next').addEventListener('click', (event) => {
        event.preventDefault();
        history.pushState(null, '', '/suite');
        document.title = 'Suite | Essai';
        document.querySelector('h1').textContent = 'Suite';
        ${announce ? "document.getElementById('live').textContent = 'Page chargée : Suite | Essai';" : ''}
      });
    </script>`;

  test('fails an in-app route change that no live region announces', async ({ page }) => {
    await craft(page, app(false));
    const failure = await routeChangeAnnouncementFailure(page, () =>
      page.getByRole('link', { name: 'Page suivante' }).click(),
    );
    expect(failure).toMatch(/no live region announced « Suite »/);
  });

  test('passes a route change whose title the live region receives', async ({ page }) => {
    await craft(page, app(true));
    expect(
      await routeChangeAnnouncementFailure(page, () =>
        page.getByRole('link', { name: 'Page suivante' }).click(),
      ),
    ).toBeNull();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The jukebox end to end: the catalogue of the local services (episodes of 62 to 140 s, an endless
// live stream, a 3 s ad clip per position: before, in the middle of and after an episode), the engine loaded from the player base URL, and real <audio> elements.

const FIRST_EPISODE = 'Le fleuve Saint-Laurent, une autoroute sous pression';
const SECOND_EPISODE = 'Chanson québécoise : 50 ans de Superfrancofête';
const THIRD_EPISODE = 'Les élections municipales expliquées en dix minutes';
const FIFTH_EPISODE = 'Hockey : la saison de nos équipes canadiennes';
const STATION = 'ICI Première Montréal';

interface AudioState {
  paused: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  playbackRate: number;
  src: string;
}

/** The element that plays (the engine keeps a second one to preload the next item). */
const activeAudio = (page: Page) => page.locator('audio[data-player-slot="active"]');

const audioState = (page: Page): Promise<AudioState> =>
  activeAudio(page).evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    currentTime: audio.currentTime,
    duration: audio.duration,
    volume: audio.volume,
    muted: audio.muted,
    playbackRate: audio.playbackRate,
    src: audio.currentSrc,
  }));

/** The active element plays and its position moves forward from where it is now. */
async function expectPlayingAndAdvancing(page: Page) {
  const before = (await audioState(page)).currentTime;
  await expect
    .poll(async () => {
      const state = await audioState(page);
      return !state.paused && state.currentTime > before + 0.25;
    })
    .toBe(true);
}

const dock = (page: Page) => page.getByRole('region', { name: 'Lecteur audio' });

async function listenTo(page: Page, title: string) {
  await page.getByRole('button', { name: `Écouter : ${title}` }).click();
  await expect(dock(page).locator('.player-dock__title')).toContainText(title);
  await expectPlayingAndAdvancing(page);
}

test.describe('the jukebox', () => {
  test('plays an episode and keeps playing across three applications without reloading the page', async ({
    page,
  }) => {
    await page.goto('/ohdio');
    await expect(page.getByRole('heading', { name: 'Derniers épisodes' })).toBeVisible();
    await listenTo(page, FIRST_EPISODE);
    await expect(dock(page).getByRole('button', { name: 'Mettre en pause' })).toBeVisible();
    await page.evaluate(() => document.documentElement.setAttribute('data-no-reload-mark', ''));

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const [label, path, app] of [
      ['Info', '/info', 'news'],
      ['Télé', '/tele', 'tv'],
      ['Mordu', '/mordu', 'food'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('html')).toHaveAttribute('data-app', app);
      await expect(dock(page).locator('.player-dock__title')).toContainText(FIRST_EPISODE);
      await expectPlayingAndAdvancing(page);
    }
    // The dock's title leads back to the item's page, where the item playing gets the focus.
    await dock(page).getByRole('link', { name: FIRST_EPISODE }).click();
    await expect(page).toHaveURL('/ohdio');
    await expect(page.getByRole('button', { name: `Pause : ${FIRST_EPISODE}` })).toBeFocused();
    await expectPlayingAndAdvancing(page);
    await expect(page.locator('html')).toHaveAttribute('data-no-reload-mark', '');
    await expect(page.locator('audio[data-jukebox]')).toHaveCount(2);
  });

  test('restores the queue after a reload, paused, and resumes where it was', async ({
    page,
    request,
    origins,
  }) => {
    await page.goto('/ohdio');
    await listenTo(page, FIRST_EPISODE);
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(1.5);

    await page.reload();
    // The media analytics of the page that was left went out through the telemetry transport.
    await expect
      .poll(async () => {
        const { events } = (await (
          await request.get(`${origins.apiOrigin}/telemetry/events?kind=message&limit=200`)
        ).json()) as { events: { app: string; payload: { context?: Record<string, unknown> }[] }[] };
        return events.some(
          (event) =>
            event.app === 'ohdio' &&
            event.payload.some(
              (entry) => entry.context?.mediaId === 'episode-1001' && entry.context.viewState === 'played',
            ),
        );
      })
      .toBe(true);
    await expect(dock(page).locator('.player-dock__title')).toContainText(FIRST_EPISODE);
    await expect(dock(page).getByRole('button', { name: 'Lire' })).toBeVisible();
    await expect(dock(page).getByRole('button', { name: 'File d’écoute (5)' })).toBeVisible();
    // Paused: the engine is not even loaded until play is asked for.
    await expect(page.locator('audio[data-jukebox]')).toHaveCount(0);
    const elapsed = dock(page).locator('time').first();
    await expect(elapsed).not.toHaveText('0:00');

    await dock(page).getByRole('button', { name: 'Lire' }).click();
    await expectPlayingAndAdvancing(page);
    expect((await audioState(page)).currentTime).toBeGreaterThan(1);
  });

  test('sends volume, mute, seek and speed from the dock to the audio element', async ({ page }) => {
    await page.goto('/ohdio');
    await listenTo(page, FIRST_EPISODE);
    const player = dock(page);

    await player.getByRole('slider', { name: 'Volume' }).fill('40');
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.4, 5);

    await player.getByRole('button', { name: 'Couper le son' }).click();
    await expect.poll(async () => (await audioState(page)).muted).toBe(true);
    await player.getByRole('button', { name: 'Rétablir le son' }).click();
    await expect.poll(async () => (await audioState(page)).muted).toBe(false);
    expect((await audioState(page)).volume).toBeCloseTo(0.4, 5);

    await player.getByRole('slider', { name: 'Position de lecture' }).fill('60');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThanOrEqual(60);
    await expect(player.locator('time').first()).toHaveText(/ 1:0\d$/);

    await player.getByLabel('Vitesse de lecture').selectOption('1.5');
    await expect.poll(async () => (await audioState(page)).playbackRate).toBe(1.5);
    await expectPlayingAndAdvancing(page);

    await player.getByRole('button', { name: 'Mettre en pause' }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  });

  test('starts the next episode when one ends, its ad first', async ({ page }) => {
    await page.goto('/ohdio');
    await listenTo(page, FIRST_EPISODE);
    const player = dock(page);
    const duration = (await audioState(page)).duration;
    await player.getByRole('slider', { name: 'Position de lecture' }).fill(String(Math.floor(duration) - 2));

    // The second episode carries an ad: the ad clip plays first, flagged in the dock.
    await expect(player.locator('.player-dock__title')).toContainText(SECOND_EPISODE);
    await expect(player.getByText('Publicité', { exact: true })).toBeVisible();
    await expect.poll(async () => (await audioState(page)).src).toContain('pub-preroll');
    await expectPlayingAndAdvancing(page);

    await expect(player.getByText('Publicité', { exact: true })).toBeHidden({ timeout: 10_000 });
    await expect.poll(async () => (await audioState(page)).src).toContain('episode-1002');
    await expectPlayingAndAdvancing(page);
    await expect(player.getByRole('slider', { name: 'Position de lecture' })).toHaveAttribute('max', '140');

    await player.getByRole('button', { name: 'Contenu suivant' }).click();
    await expect(player.locator('.player-dock__title')).toContainText(THIRD_EPISODE);
    await expectPlayingAndAdvancing(page);
  });

  test('interrupts an episode with its midroll, showing the ad’s own progress, then resumes the episode where it was', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/ohdio');
    await expect(page.getByText('Interrompu par une courte publicité')).toBeVisible();
    await listenTo(page, THIRD_EPISODE);
    const player = dock(page);
    // The catalogue's midroll plays 20 s into this episode.
    await player.getByRole('slider', { name: 'Position de lecture' }).fill('18');
    await expect.poll(async () => (await audioState(page)).src).toContain('pub-midroll');
    await expect(player.getByText('Publicité', { exact: true })).toBeVisible();
    await expect(player.getByRole('status')).toHaveText(
      'Publicité : le contenu reprend juste après, là où il était.',
    );
    // The dock follows the ad, not the episode: its own 3 s, and nothing to seek.
    await expect(player.getByRole('progressbar', { name: 'Progression de la publicité' })).toHaveAttribute(
      'aria-valuetext',
      / sur 3 secondes$/,
    );
    await expect(player.getByRole('slider', { name: 'Position de lecture' })).toHaveCount(0);
    await expectAccessible({ include: '.portal-player' });
    await expectPlayingAndAdvancing(page);

    await expect
      .poll(async () => (await audioState(page)).src, { timeout: 10_000 })
      .toContain('episode-1003');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThanOrEqual(20);
    await expectPlayingAndAdvancing(page);
    await expect(player.getByText('Publicité', { exact: true })).toBeHidden();
    await expect(player.getByRole('slider', { name: 'Position de lecture' })).toHaveAttribute('max', '75');
    // The dock's elapsed time is the episode's again, from where the midroll interrupted it.
    await expect
      .poll(async () => {
        const [minutes = 0, seconds = 0] = /(\d+):(\d+)$/
          .exec((await player.locator('time').first().textContent()) ?? '')
          ?.slice(1)
          .map(Number) ?? [0, 0];
        return minutes * 60 + seconds;
      })
      .toBeGreaterThanOrEqual(20);
  });

  test('plays the postroll after the last episode ends, announced, then stops', async ({ page }) => {
    await page.goto('/ohdio');
    await listenTo(page, FIFTH_EPISODE);
    const player = dock(page);
    const duration = (await audioState(page)).duration;
    await player.getByRole('slider', { name: 'Position de lecture' }).fill(String(Math.floor(duration) - 2));
    await expect.poll(async () => (await audioState(page)).src).toContain('pub-postroll');
    await expect(player.getByRole('status')).toHaveText('Publicité : elle suit la fin du contenu.');
    await expect(player.getByRole('progressbar', { name: 'Progression de la publicité' })).toBeVisible();
    await expectPlayingAndAdvancing(page);
    await expect(player.getByText('Publicité', { exact: true })).toBeHidden({ timeout: 10_000 });
    await expect(player.getByRole('button', { name: 'Lire' })).toBeVisible();
    await expect(player.locator('.player-dock__title')).toContainText(FIFTH_EPISODE);
  });

  test('plays a live station with the live badge and no seeking', async ({ page }) => {
    await page.goto('/premiere');
    await expect(page.getByRole('heading', { name: 'Stations en direct' })).toBeVisible();
    await listenTo(page, STATION);
    const player = dock(page);
    await expect(player.getByText('En direct', { exact: true })).toBeVisible();
    await expect(player.getByRole('slider', { name: 'Position de lecture' })).toHaveCount(0);
    await expect(player.getByLabel('Vitesse de lecture')).toHaveCount(0);
    expect((await audioState(page)).src).toContain('/audio/live/cbfxc');
    await expect(page.getByRole('button', { name: `Pause : ${STATION}` })).toBeVisible();
  });

  test('passes an accessibility scan with the dock open and its queue shown', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/ohdio');
    await listenTo(page, FIRST_EPISODE);
    await expectAccessible();
    await dock(page).getByRole('button', { name: 'File d’écoute (5)' }).click();
    await expect(dock(page).getByRole('list', { name: 'File d’écoute' })).toBeVisible();
    // The open queue is a panel over the page: what it covers is not a target while it is open.
    await expectAccessible({ include: '.portal-player' });
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Mordu' })
      .click();
    await expect(page).toHaveURL('/mordu');
    await expect(dock(page)).toBeVisible();
    // The sticky dock covers whatever scrolls under it; at the end of the page it covers nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectAccessible();
  });

  test('passes an accessibility scan on a phone with the dock in its compact layout', async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/premiere');
    await listenTo(page, STATION);
    await expect(dock(page).getByText('En direct', { exact: true })).toBeVisible();
    await expectAccessible();
  });

  test('says so when the player API cannot be loaded, and loads it at the next try', async ({
    page,
    pageErrors,
  }) => {
    let refuse = true;
    await page.route('**/player/player-engine.js', (route) =>
      refuse ? route.fulfill({ status: 503, body: 'indisponible' }) : route.continue(),
    );
    await page.goto('/ohdio');
    await page.getByRole('button', { name: `Écouter : ${FIRST_EPISODE}` }).click();
    await expect(page.locator('.portal-player').getByRole('alert')).toHaveText(
      /^Impossible de charger l’API du lecteur audio \(http:\/\/localhost:\d+\/player\/player-engine\.js\)\.$/,
    );
    // The browser logs the refused script; nothing else may have gone wrong.
    expect(pageErrors.every((error) => /player-engine|503/.test(error))).toBe(true);
    pageErrors.length = 0;

    refuse = false;
    await dock(page).getByRole('button', { name: 'Lire' }).click();
    await expectPlayingAndAdvancing(page);
    await expect(page.locator('.portal-player').getByRole('alert')).toHaveText('');
  });
});

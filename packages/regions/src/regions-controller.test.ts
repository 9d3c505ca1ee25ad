import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '@portail/http/api-client';
import { NO_REFRESH } from './after-save.ts';
import { encodeRegionCookieValue, readRegionCookie } from './region-cookie.ts';
import { createRegionsController } from './regions-controller.ts';
import { REGION_SCROLL_TOP_KEY, REGION_UPDATE_FOCUS_KEY } from './reload-position.ts';
import { chooseRegion, defaultSelection, type SelectedRegions } from './selection.ts';
import { apiClientOver, FakeCookieJar, fakeRegionsEnvironment } from './test-support.ts';

const moncton = chooseRegion(defaultSelection(), { type: 'edition', value: 14 });

function setup(
  options: { token?: string | null; status?: number; href?: string; cookies?: FakeCookieJar } = {},
) {
  const env = fakeRegionsEnvironment({
    ...(options.href ? { href: options.href } : {}),
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(null, { status: options.status ?? 204 }),
  );
  const onSaveError = vi.fn();
  const controller = createRegionsController({
    environment: env.environment,
    api: apiClientOver(fetch),
    getAccessToken: () => options.token ?? null,
    onSaveError,
  });
  return { ...env, fetch, controller, onSaveError };
}

describe('the regions controller', () => {
  it('starts from the RCID cookie and the address’s region parameters', () => {
    const cookies = new FakeCookieJar();
    cookies.cookie = `RCID=${encodeRegionCookieValue(moncton)}`;
    const { controller } = setup({ cookies, href: 'http://localhost:8080/?radioRegionId=17&cityCode=yqb' });
    const state = controller.store.getState();
    expect(state.selected.edition.id).toBe(14);
    expect(state.selected.premiere.id).toBe(17);
    expect(state.selected.ohdio.id).toBe(17);
    expect(state.place.cityCode).toBe('YQB');
  });

  it('saves an anonymous visitor’s choice in the cookie only, then reloads the page', async () => {
    const { controller, fetch, cookies, navigations, storage } = setup();
    const outcome = await controller.save(moncton, { focusId: 'region-picker-trigger' });
    expect(outcome).toBe('saved');
    expect(fetch).not.toHaveBeenCalled();
    expect(readRegionCookie(cookies.cookie)).toEqual({
      edition: 14,
      musique: 14,
      premiere: 14,
      television: 24,
      ohdio: 14,
    });
    expect(controller.store.getState().status).toEqual({
      edition: 'saved',
      musique: 'saved',
      premiere: 'saved',
      television: 'saved',
      ohdio: 'saved',
    });
    expect(navigations).toEqual(['reload']);
    expect(storage.getItem(REGION_UPDATE_FOCUS_KEY)).toBe('region-picker-trigger');
    expect(storage.getItem(REGION_SCROLL_TOP_KEY)).toBe('640');
  });

  it('saves a signed-in member’s choice to the profile and in the cookie', async () => {
    const { controller, fetch, cookies } = setup({ token: 'access-token' });
    await controller.save(moncton, { redirect: NO_REFRESH });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:8083/id/v3/accounts/me');
    expect(JSON.parse(String(init?.body)).productsRegions.tele).toBe('24');
    expect(readRegionCookie(cookies.cookie).edition).toBe(14);
    expect(controller.store.getState().persisted).toBe(moncton);
  });

  it('shows saving while the profile call is under way and refuses a second save meanwhile', async () => {
    const { controller, fetch } = setup({ token: 't' });
    let answer: (response: Response) => void = () => undefined;
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const first = controller.save(moncton, { redirect: NO_REFRESH });
    expect(controller.store.getState().status.edition).toBe('saving');
    expect(await controller.save(defaultSelection())).toBe('ignored');
    answer(new Response(null, { status: 204 }));
    expect(await first).toBe('saved');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('marks only the changed sections when some stay the same', async () => {
    const { controller } = setup();
    const premiereOnly: SelectedRegions = { ...defaultSelection(), premiere: { id: 9 } };
    await controller.save(premiereOnly, { redirect: NO_REFRESH });
    expect(controller.store.getState().status).toEqual({ premiere: 'saved' });
  });

  it('on failure shows the error, keeps the requested regions, stays on the page and can retry', async () => {
    const { controller, fetch, navigations, onSaveError } = setup({ token: 't', status: 500 });
    const listener = vi.fn();
    controller.store.subscribe(listener);
    expect(await controller.save(moncton)).toBe('failed');
    const state = controller.store.getState();
    expect(state.status.television).toBe('error');
    expect(state.failedRequest).toBe(moncton);
    expect(state.selected).toBe(moncton);
    expect(state.lastFailure).toMatchObject({ code: 'API_STATUS', status: 500 });
    expect(onSaveError).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([]);

    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await controller.retry({ redirect: NO_REFRESH })).toBe('saved');
    expect(controller.store.getState().status.television).toBe('saved');
    expect(controller.store.getState().failedRequest).toBeNull();
  });

  it('ends a profile save that never answers at the 15 s time-out: failed, not saving, and it can retry', async () => {
    vi.useFakeTimers();
    try {
      const { controller, fetch, onSaveError } = setup({ token: 't' });
      fetch.mockImplementationOnce(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      );
      const saving = controller.save(moncton, { redirect: NO_REFRESH });
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
      expect(await saving).toBe('failed');
      expect(controller.store.getState().status.edition).toBe('error');
      expect(controller.store.getState().lastFailure).toMatchObject({ code: 'API_TIMEOUT' });
      expect(onSaveError).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(await controller.retry({ redirect: NO_REFRESH })).toBe('saved');
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails an anonymous save when the browser refuses the cookie', async () => {
    const { controller } = setup({ cookies: new FakeCookieJar(false) });
    expect(await controller.save(moncton)).toBe('failed');
    expect(controller.store.getState().lastFailure?.code).toBe('REGION_COOKIE_REFUSED');
  });

  it('goes to a same-origin redirect address instead of reloading', async () => {
    const { controller, navigations } = setup();
    await controller.save(moncton, { redirect: '/acadie/nouveau-brunswick' });
    expect(navigations).toEqual(['http://localhost:8080/acadie/nouveau-brunswick']);
  });

  it('reloads instead of following a redirect to another origin', async () => {
    const { controller, navigations } = setup();
    await controller.save(moncton, { redirect: 'https://evil.example/' });
    expect(navigations).toEqual(['reload']);
  });

  it('stays on the page with the no-refresh marker and keeps the saved status on show', async () => {
    const { controller, navigations, storage } = setup();
    await controller.save(moncton, { redirect: NO_REFRESH });
    expect(navigations).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('ignores a save of an incomplete or unknown selection', async () => {
    const { controller, cookies } = setup();
    const broken = { ...defaultSelection(), television: { id: 14 } };
    expect(await controller.save(broken)).toBe('ignored');
    expect(cookies.written).toEqual([]);
  });

  it('restores focus and scroll after the reload', async () => {
    const first = setup();
    await first.controller.save(moncton, { focusId: 'region-picker-trigger' });
    const after = fakeRegionsEnvironment({ storage: first.storage });
    const controller = createRegionsController({
      environment: after.environment,
      api: apiClientOver(vi.fn()),
      getAccessToken: () => null,
    });
    controller.restorePosition();
    expect(after.scrolls).toEqual([640]);
    expect(after.focused).toEqual(['region-picker-trigger']);
  });

  it('selects, applies profile regions and clears statuses through the store', () => {
    const { controller } = setup();
    controller.select({ type: 'television', value: 24 });
    expect(controller.store.getState().selected.edition.id).toBe(14);
    controller.applyProfileRegions({ info: 17 });
    expect(controller.store.getState().selected.edition.id).toBe(17);
    controller.clearStatus();
    expect(controller.store.getState().status).toEqual({});
  });
});

describe('regions saved in another tab', () => {
  it('become this page’s regions when it reads the cookie again on its next page', () => {
    const cookies = new FakeCookieJar();
    const { controller } = setup({ cookies });
    expect(controller.store.getState().selected.edition.id).toBe(8);
    // another tab saves Moncton: the cookie is shared
    cookies.cookie = `RCID=${encodeRegionCookieValue(moncton)}`;
    controller.followSavedRegions();
    expect(controller.store.getState().selected.edition.id).toBe(14);
    expect(controller.store.getState().persisted.edition.id).toBe(14);
  });

  it('cost nothing on a page where the cookies are as this page last read them', () => {
    const cookies = new FakeCookieJar();
    cookies.cookie = `RCID=${encodeRegionCookieValue(moncton)}`;
    const { controller } = setup({ cookies });
    const dispatch = vi.spyOn(controller.store, 'dispatch');
    controller.followSavedRegions();
    expect(dispatch, 'the cookies read at the start').not.toHaveBeenCalled();
    cookies.cookie = `RCID=${encodeRegionCookieValue(defaultSelection())}`;
    controller.followSavedRegions();
    controller.followSavedRegions();
    expect(dispatch, 'once for the new cookie').toHaveBeenCalledTimes(1);
    expect(controller.store.getState().selected.edition.id).toBe(8);
  });

  it('read again on the next page the cookie another tab saved while this one was saving', async () => {
    const cookies = new FakeCookieJar();
    let answer: (response: Response) => void = () => undefined;
    const { controller, fetch } = setup({ cookies, token: 'token' });
    fetch.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const saving = controller.save(chooseRegion(defaultSelection(), { type: 'edition', value: 3 }));
    // another tab saves Moncton meanwhile; this save then fails, and writes no cookie
    cookies.cookie = `RCID=${encodeRegionCookieValue(moncton)}`;
    controller.followSavedRegions();
    answer(new Response(null, { status: 500 }));
    await saving;
    controller.followSavedRegions();
    expect(controller.store.getState().persisted.edition.id).toBe(14);
  });

  it('keep a choice made here and not saved yet, and the address’s parameters', () => {
    const cookies = new FakeCookieJar();
    const { controller } = setup({ cookies, href: 'http://localhost:8080/?radioRegionId=17' });
    controller.select({ type: 'edition', value: 3 });
    const before = controller.store.getState().selected;
    cookies.cookie = `RCID=${encodeRegionCookieValue(chooseRegion(moncton, { type: 'premiere', value: 14 }))}`;
    controller.followSavedRegions();
    const state = controller.store.getState();
    expect(state.selected.edition.id).toBe(3);
    expect(state.selected.premiere.id).toBe(before.premiere.id);
    expect(state.persisted.edition.id).toBe(14);
  });
});

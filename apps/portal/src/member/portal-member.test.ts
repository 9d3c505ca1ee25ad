import { describe, expect, it, vi } from 'vitest';
import { createSettingsStore, parseAppSettings } from '@portail/http';
import { REGION_SCROLL_TOP_KEY, REGION_UPDATE_FOCUS_KEY, type SelectedRegions } from '@portail/regions';
import { AUTH_STATE_KEY } from './auth-state.ts';
import { fakeApi, fakeBrowser, fakeClient, genevieve, portalMember, profile } from './test-support.ts';

const toronto: SelectedRegions = {
  edition: { id: 21 },
  musique: { id: 21 },
  premiere: { id: 21 },
  television: { id: 25 },
  ohdio: { id: 21 },
};

describe('the portal member services', () => {
  it('start the router at once on an ordinary page, then connect the member with their saved regions', async () => {
    const { member } = portalMember('/info', fakeClient(genevieve));
    const startRouter = vi.fn();
    const started = member.start(startRouter);
    expect(startRouter).toHaveBeenCalledTimes(1);
    await started;
    const state = member.session.store.getState();
    expect(state.phase).toBe('connected');
    expect(state.user).toMatchObject({ name: 'Geneviève Tremblay', uie: 'uie-1' });
    expect(member.regions.store.getState().selected).toMatchObject({
      edition: { id: 14 },
      television: { id: 24 },
    });
    expect(startRouter).toHaveBeenCalledTimes(1);
  });

  it('on /callback start the router only once the address is the page stored before sign-in', async () => {
    const client = fakeClient(genevieve, async () => ({ redirect: '/ohdio?x=1' }));
    const { member, browser } = portalMember('/callback', client);
    const pathsAtStart: string[] = [];
    const started = member.start(() => pathsAtStart.push(browser.url.pathname + browser.url.search));
    expect(pathsAtStart).toEqual([]);
    await started;
    expect(pathsAtStart).toEqual(['/ohdio?x=1']);
    expect(browser.replaceState).toHaveBeenCalledWith(null, '', 'http://localhost:8080/ohdio?x=1');
  });

  it('go home from /callback when the answer cannot be read, and report it', async () => {
    const client = fakeClient(null, async () => {
      throw new Error('Invalid state');
    });
    const { member, browser, log } = portalMember('/callback', client);
    const startRouter = vi.fn(() => expect(browser.url.pathname).toBe('/'));
    await member.start(startRouter);
    expect(startRouter).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalled();
    expect(member.session.store.getState().phase).toBe('notConnected');
  });

  it('sign out a member whose profile says banLevel login', async () => {
    const client = fakeClient(genevieve);
    const { member } = portalMember('/', client, fakeApi({ ...profile, banLevel: 'login' }));
    await member.start(() => undefined);
    expect(client.signOut).toHaveBeenCalledTimes(1);
    expect(member.session.store.getState().phase).toBe('notConnected');
  });

  it('save an anonymous visitor’s regions in the RCID cookie only, then reload', async () => {
    const { member, browser, api } = portalMember('/', fakeClient(null));
    await member.start(() => undefined);
    await expect(member.regions.save(toronto)).resolves.toBe('saved');
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    expect(JSON.parse(decodeURIComponent(browser.cookies.cookie.replace('RCID=', '')))).toEqual({
      info: 121,
      iciMusique: 321,
      premiere: 421,
      tele: 225,
      oHdio: 521,
    });
    expect(browser.navigations).toEqual(['reload']);
  });

  it('save a member’s regions to the profile with the live access token, not the one of sign-in', async () => {
    const { member, api } = portalMember('/', fakeClient(genevieve));
    await member.start(() => undefined);
    await expect(member.regions.save(toronto)).resolves.toBe('saved');
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(new Headers(patch?.[1]?.headers).get('authorization')).toBe('Bearer live-token');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      productsRegions: { info: '21', iciMusique: '21', premiere: '21', tele: '25', oHdio: '21' },
    });
  });

  it('reach the member APIs at the host the current application’s apiRouting names, the config’s until then', async () => {
    const settingsStore = createSettingsStore();
    const router: { appId?: string } = {};
    const api = fakeApi();
    const { member } = portalMember('/', fakeClient(genevieve), api, undefined, undefined, {
      settingsStore,
      currentAppId: () => router.appId,
    });
    await member.start(() => undefined);
    expect(String(api.mock.calls[0]?.[0])).toMatch(/^http:\/\/localhost:8083\//);
    router.appId = 'news';
    settingsStore.dispatch({
      type: 'settings/loaded',
      appId: 'news',
      settings: parseAppSettings({ apiRouting: { accounts: 'http://comptes.test' } }),
    });
    await expect(member.regions.save(toronto)).resolves.toBe('saved');
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('http://comptes.test/id/v3/accounts/me');
  });

  it('put focus and scroll back once the first page is shown after a region save', async () => {
    const { member, browser } = portalMember('/', fakeClient(null));
    browser.storage.set(REGION_UPDATE_FOCUS_KEY, 'entete-regions-trigger');
    browser.storage.set(REGION_SCROLL_TOP_KEY, '480');
    let shown: () => void = () => undefined;
    const firstPageShown = () => new Promise<void>((resolve) => (shown = resolve));
    await member.start(() => undefined, firstPageShown);
    expect(browser.focused).toEqual([]);
    shown();
    await vi.waitFor(() => expect(browser.focused).toEqual(['entete-regions-trigger']));
    expect(browser.scrolls).toEqual([480]);
    expect(browser.storage.size).toBe(0);
  });

  it('remember the connected member for the next page of the tab, and forget them at sign-out', async () => {
    const browser = fakeBrowser('/');
    const first = portalMember('/', fakeClient(genevieve), fakeApi(), () => 'live-token', browser).member;
    expect(first.remembered).toBeNull();
    await first.start(() => undefined);
    expect(JSON.parse(browser.storage.get(AUTH_STATE_KEY) ?? 'null')).toEqual({
      name: 'Geneviève Tremblay',
      picture: null,
    });

    const next = portalMember('/', fakeClient(genevieve), fakeApi(), () => 'live-token', browser).member;
    expect(next.remembered).toEqual({ name: 'Geneviève Tremblay', picture: null });
    await next.start(() => undefined);
    await next.session.signOut();
    expect(browser.storage.has(AUTH_STATE_KEY)).toBe(false);
  });

  it('forget the remembered member when the next page finds nobody signed in', async () => {
    const browser = fakeBrowser('/');
    browser.storage.set(AUTH_STATE_KEY, JSON.stringify({ name: 'Geneviève Tremblay', picture: null }));
    const { member } = portalMember('/', fakeClient(null), fakeApi(), () => null, browser);
    expect(member.remembered).toEqual({ name: 'Geneviève Tremblay', picture: null });
    await member.start(() => undefined);
    expect(browser.storage.has(AUTH_STATE_KEY)).toBe(false);
  });
});

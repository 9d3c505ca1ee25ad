import { describe, expect, it, vi } from 'vitest';
import { createApiResolver } from './api-routing.ts';
import { ApiNotRegisteredError, NoStoreConfiguredError, UnknownApplicationError } from './errors.ts';
import { CACHE_VERSION_KEY, fetchRouteData, routeFetchInit } from './legacy-route-fetch.ts';
import { createHttpClient } from './request.ts';
import { createSettingsStore, parseAppSettings } from './settings-store.ts';

function storeWith(apiRouting: Record<string, unknown>) {
  const store = createSettingsStore();
  store.dispatch({ type: 'settings/loaded', appId: 'news', settings: parseAppSettings({ apiRouting }) });
  return store;
}

describe('API helper', () => {
  it('resolves a service host from the application’s apiRouting', () => {
    const apiUrl = createApiResolver({ getStore: () => storeWith({ member: 'http://api.test/' }) });
    expect(apiUrl('news', 'member', '/id/v3/accounts/me')).toBe('http://api.test/id/v3/accounts/me');
  });

  it('switches to the mock URL when mocks are on', () => {
    const store = storeWith({ member: { host: 'http://api.test', mock: 'http://mock.test' } });
    let mocks = false;
    const apiUrl = createApiResolver({ getStore: () => store, useMocks: () => mocks });
    expect(apiUrl('news', 'member', 'x')).toBe('http://api.test/x');
    mocks = true;
    expect(apiUrl('news', 'member', 'x')).toBe('http://mock.test/x');
  });

  it('uses the default routing until the application’s settings name the service', () => {
    const store = createSettingsStore();
    const apiUrl = createApiResolver({
      getStore: () => store,
      defaultRouting: { accounts: 'http://config.test' },
    });
    expect(apiUrl('news', 'accounts', '/id/v3/accounts/me')).toBe('http://config.test/id/v3/accounts/me');
    store.dispatch({
      type: 'settings/loaded',
      appId: 'news',
      settings: parseAppSettings({ apiRouting: { accounts: 'http://settings.test' } }),
    });
    expect(apiUrl('news', 'accounts', '/id/v3/accounts/me')).toBe('http://settings.test/id/v3/accounts/me');
    expect(() => apiUrl('news', 'meteo')).toThrow(ApiNotRegisteredError);
  });

  it('refuses an API that the store does not list', () => {
    const apiUrl = createApiResolver({ getStore: () => storeWith({ member: 'http://api.test' }) });
    expect(() => apiUrl('news', 'meteo')).toThrow(ApiNotRegisteredError);
    expect(() => apiUrl('news', 'meteo')).toThrow("L'API désirée n'est pas enregistrée dans le store...");
    expect(() => apiUrl('food', 'member')).toThrow(ApiNotRegisteredError);
  });

  it('refuses to resolve without a store', () => {
    const apiUrl = createApiResolver({ getStore: () => undefined });
    expect(() => apiUrl('news', 'member')).toThrow(NoStoreConfiguredError);
    expect(() => apiUrl('news', 'member')).toThrow('No store is configured');
  });

  it('drops malformed routing entries from the network', () => {
    expect(
      parseAppSettings({ apiRouting: { a: 'http://a', b: 3, c: { host: 'http://c' }, d: { mock: 'x' } } }),
    ).toEqual({
      apiRouting: { a: 'http://a', c: { host: 'http://c' } },
    });
    expect(parseAppSettings('oops')).toEqual({});
  });
});

describe('legacy route fetches', () => {
  function memory(initial: string | null) {
    const values = new Map<string, string>(initial === null ? [] : [[CACHE_VERSION_KEY, initial]]);
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  }

  it('sends credentials for v3 and v4 routes and nothing special for v5', () => {
    expect(routeFetchInit('v3', undefined, undefined)).toEqual({ credentials: 'include' });
    expect(routeFetchInit('v4', undefined, undefined)).toEqual({ credentials: 'include' });
    expect(routeFetchInit('v5', '2', memory('1'))).toEqual({});
  });

  it('bypasses the cache once after the cache version was bumped', () => {
    const remembered = memory('1');
    expect(routeFetchInit('v4', '2', remembered)).toEqual({ credentials: 'include', cache: 'reload' });
    expect(routeFetchInit('v4', '2', remembered)).toEqual({ credentials: 'include' });
  });

  it('fetches legacy route data with those options', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{"data":1}'));
    const http = createHttpClient({ fetch, log: vi.fn() });
    await expect(
      fetchRouteData(http, '/v4/page', { version: 'v4', cacheVersion: '9', memory: memory(null) }),
    ).resolves.toEqual({ data: 1 });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', cache: 'reload' });
  });
});

describe('unknown application error', () => {
  it('names the id and the registry in French', () => {
    const error = new UnknownApplicationError('meteo', ['news', 'ohdio']);
    expect(error.code).toBe('UNKNOWN_APPLICATION');
    expect(error.message).toBe(
      "La fonction qui construit le nom d'affichage de l'application a retourné une erreur : identifiant « meteo » inconnu du registre (news, ohdio).",
    );
  });
});

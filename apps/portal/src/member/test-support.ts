/** Test doubles for the portal's member services (not part of the app). */
import { vi } from 'vitest';
import { runtimeConfigOf, type RuntimeConfig } from '@portail/contracts';
import { localDeploymentConfig } from '@portail/contracts/local-defaults';
import type { MemberSignInClient, SignInUser } from '@portail/member';
import type { RegionsEnvironment } from '@portail/regions';
import { createPortalMember, type PortalMemberOptions } from './portal-member.ts';

export const config: RuntimeConfig = runtimeConfigOf(
  localDeploymentConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } }),
);

export const genevieve: SignInUser = {
  rcId: 'rc-1',
  name: 'Geneviève Tremblay',
  isEmailVerified: true,
  token: 'token-at-sign-in',
  connected: true,
};

export const profile = {
  email: 'complet@exemple.ca',
  firstName: 'Geneviève',
  lastName: 'Tremblay',
  banLevel: null,
  productsRegions: { info: 14, iciMusique: 14, premiere: 14, tele: 24, oHdio: 14 },
  picture: null,
};

export function fakeClient(
  user: SignInUser | null,
  callback: MemberSignInClient['handleCallback'] = async () => null,
) {
  return {
    handleCallback: vi.fn(callback),
    getUser: vi.fn(async () => user),
    getAccessToken: vi.fn(() => user?.token ?? null),
    login: vi.fn(async () => undefined),
    signUp: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
  } satisfies MemberSignInClient;
}

/** The member APIs: the profile, the visitor id and the region save. */
export function fakeApi(body: object = profile) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/visitor-identity/login')) return Response.json([{ rcPlusId: 'uie-1' }]);
    if (url.endsWith('/id/v3/accounts/me') && init?.method === 'PATCH')
      return new Response(null, { status: 204 });
    if (url.endsWith('/id/v3/accounts/me')) return Response.json(body);
    return new Response(null, { status: 404 });
  });
}

export function fakeBrowser(path: string) {
  const url = new URL(path, config.portalOrigin);
  const location = {
    get href() {
      return url.href;
    },
    get pathname() {
      return url.pathname;
    },
  };
  const replaceState = vi.fn((_state: unknown, _title: string, target: string) => {
    const next = new URL(target, url);
    url.pathname = next.pathname;
    url.search = next.search;
    url.hash = next.hash;
  });
  const storage = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  const win = { location, history: { replaceState }, sessionStorage } as unknown as Window;
  const cookies = { cookie: '' };
  const focused: string[] = [];
  const scrolls: number[] = [];
  const navigations: string[] = [];
  const environment: RegionsEnvironment = {
    cookies: {
      get cookie() {
        return cookies.cookie;
      },
      set cookie(text: string) {
        cookies.cookie = text.split(';')[0] ?? '';
      },
    },
    location: {
      href: url.href,
      hostname: url.hostname,
      protocol: url.protocol,
      search: url.search,
      reload: () => navigations.push('reload'),
      assign: (target) => navigations.push(target),
    },
    sessionStorage,
    elements: {
      getElementById: (id) => ({ focus: () => focused.push(id) }),
      activeElementId: () => 'entete-regions-trigger',
    },
    scroll: { top: () => 320, to: (top) => scrolls.push(top) },
  };
  return { win, url, replaceState, environment, cookies, storage, focused, scrolls, navigations };
}

export function portalMember(
  path: string,
  client: MemberSignInClient,
  api = fakeApi(),
  liveToken: () => string | null = () => 'live-token',
  browser = fakeBrowser(path),
  apiRouting?: PortalMemberOptions['apiRouting'],
) {
  const log = vi.fn();
  const member = createPortalMember({
    config,
    window: browser.win,
    signInClient: client,
    getAccessToken: liveToken,
    regionsEnvironment: browser.environment,
    fetch: api,
    log,
    ...(apiRouting && { apiRouting }),
  });
  return { member, browser, api, log };
}

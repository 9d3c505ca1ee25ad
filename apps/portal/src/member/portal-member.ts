import type { RuntimeConfig } from '@portail/contracts';
import type { SettingsStore } from '@portail/http';
import { createApiClient, MEMBER_APP_ID } from '@portail/http/api-client';
import {
  createMemberSession,
  type MemberSession,
  type MemberSignInClient,
  type RememberedMember,
} from '@portail/member';
import {
  browserRegionsEnvironment,
  createRegionsController,
  type RegionsController,
  type RegionsEnvironment,
} from '@portail/regions';
import { browserSessionStorage, keepAuthState, readAuthState } from './auth-state.ts';
import { lazySignInWrapper, memberSignInClient } from './sign-in-adapter.ts';
import { latestAccessToken, type LatestAccessToken } from './access-token.ts';
import type { IdentityWrapperOptions } from '@portail/identity';
import { PAGE_CHANGED_EVENT } from '@portail/router';
import { followProfileChanges } from './follow-profile.ts';

/** The portal's member services: the account session and the regions, shared by the header. */
export interface PortalMember {
  readonly session: MemberSession;
  readonly regions: RegionsController;
  /** The member this tab last saw connected (sessionStorage `authState`), for the header meanwhile. */
  readonly remembered: RememberedMember | null;
  /**
   * Reads the provider's callback (on /callback), then authenticates. `startRouter` runs once the
   * address is final: at once on any other page, after the callback's redirect on /callback. When
   * `firstPageShown` settles, focus and scroll go back to where a region save left them.
   */
  start(startRouter: () => void, firstPageShown?: () => Promise<void>): Promise<void>;
}

export interface PortalMemberOptions {
  config: RuntimeConfig;
  window: Window;
  signInClient: MemberSignInClient;
  /** The access token of the signed-in member, read at the moment of a save. */
  getAccessToken(): string | null;
  regionsEnvironment?: RegionsEnvironment;
  /** Where `authState` is kept; the window's sessionStorage by default. */
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  fetch?: typeof fetch;
  /**
   * The applications' settings and the current application: the member calls take their hosts from
   * its `apiRouting` (SPEC.md §7), from the runtime config until the settings are in.
   */
  apiRouting?: { settingsStore: SettingsStore; currentAppId(): string | undefined };
  /** Failures that do not change what the visitor sees (logs). */
  log?(message: string, error?: unknown): void;
}

export function createPortalMember(options: PortalMemberOptions): PortalMember {
  const { config, window: win } = options;
  const log = options.log ?? ((message: string, error?: unknown) => console.warn(message, error));
  const fetcher = options.fetch ?? win.fetch.bind(win);
  let routerStart: (() => void) | undefined;
  let routerStarted = false;
  const startRouterOnce = () => {
    if (routerStarted || !routerStart) return;
    routerStarted = true;
    routerStart();
  };

  const routing = options.apiRouting;
  const api = createApiClient({
    apiOrigin: config.apiOrigin,
    apiRouting: config.deployment.apiRouting,
    fetch: fetcher,
    ...(routing && {
      settingsStore: routing.settingsStore,
      appId: () => routing.currentAppId() ?? MEMBER_APP_ID,
    }),
  });

  const session = createMemberSession({
    client: options.signInClient,
    api,
    // The address changes before the router reads it: no reload, and the callback leaves no history entry.
    navigate: (url) => {
      win.history.replaceState(null, '', url);
      startRouterOnce();
    },
    currentHref: () => win.location.href,
    onError: (error) => log('Compte : échec sans effet sur la session', error),
  });

  const storage = options.sessionStorage === undefined ? browserSessionStorage(win) : options.sessionStorage;
  const remembered = readAuthState(storage);
  keepAuthState(session.store, storage);

  const regions = createRegionsController({
    environment: options.regionsEnvironment ?? browserRegionsEnvironment(win),
    api,
    getAccessToken: () => (session.store.getState().phase === 'connected' ? options.getAccessToken() : null),
    onSaveError: (error) => log(`Régions : ${error.code}`, error.message),
  });

  // Regions saved in another tab (the RCID cookie they share) are this tab's from its next page on.
  // (the page-less windows of the unit tests have no events)
  if (typeof win.addEventListener === 'function') {
    win.addEventListener(PAGE_CHANGED_EVENT, () => regions.followSavedRegions());
    // A profile changed in Mon compte is the header's when the member comes back to this tab.
    followProfileChanges(win, session);
  }

  // A member's saved regions replace the cookie's once the profile is in (query parameters still win).
  let appliedProfile: unknown;
  session.store.subscribe(() => {
    const { phase, profile } = session.store.getState();
    if (phase !== 'connected' || !profile || profile === appliedProfile) return;
    appliedProfile = profile;
    regions.applyProfileRegions(profile.productsRegions);
  });

  return {
    session,
    regions,
    remembered,
    async start(startRouter, firstPageShown) {
      routerStart = () => {
        startRouter();
        void firstPageShown?.().then(() => regions.restorePosition());
      };
      // The account state is being settled from the first paint: no « Se connecter » flash for a member.
      session.store.dispatch({ type: 'member/authenticationStarted' });
      if (win.location.pathname !== config.deployment.identity.paths.callback) startRouterOnce();
      try {
        await session.initialise();
      } finally {
        if (win.location.pathname === config.deployment.identity.paths.callback)
          win.history.replaceState(null, '', '/');
        startRouterOnce();
      }
    },
  };
}

/**
 * The browser wiring: packages/identity's single wrapper for the portal's client id, loaded lazily;
 * `answer` is the address as loaded when main.tsx took a sign-in answer out of it.
 */
export function createBrowserPortalMember(
  config: RuntimeConfig,
  development: boolean,
  answer: string | null = null,
  apiRouting?: PortalMemberOptions['apiRouting'],
): PortalMember {
  const accessToken = latestAccessToken();
  const wrapper = lazySignInWrapper(async () => {
    const { identityWrapper } = await import('@portail/identity');
    return identityWrapper(portalWrapperOptions(config, development, accessToken));
  });
  // Safari renews by a full-page redirect only when the portal changes pages (packages/identity).
  window.addEventListener(PAGE_CHANGED_EVENT, () => wrapper.renewDeferredAtPageChange());
  return createPortalMember({
    config,
    window,
    signInClient: memberSignInClient({
      wrapper,
      location: window.location,
      answer,
      accessToken,
      onCallbackError: (error) => console.warn(`Connexion : ${error.code}`, error.message),
    }),
    getAccessToken: () => accessToken.value,
    ...(apiRouting && { apiRouting }),
  });
}

/**
 * The portal's sign-in wrapper: its client id and return pages, and every access token it saves
 * (a sign-in, a renewal, here or in another tab) handed to the member's API calls (`onAccessToken`).
 */
export function portalWrapperOptions(
  config: RuntimeConfig,
  development: boolean,
  accessToken: LatestAccessToken,
): IdentityWrapperOptions {
  const { identity } = config.deployment;
  return {
    clientId: identity.clientIds.portal,
    identity,
    development,
    redirectUri: `${config.portalOrigin}${identity.paths.callback}`,
    renewalRedirectUri: `${config.portalOrigin}${identity.paths.renewal}`,
    onAccessToken: (token) => accessToken.receive(token),
  };
}

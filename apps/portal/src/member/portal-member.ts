import type { RuntimeConfig } from '@portail/contracts';
import type { SettingsStore } from '@portail/http';
import {
  createMemberStore,
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
import { latestAccessToken } from './access-token.ts';
import { apiClientOnDemand } from './api-on-demand.ts';
import { PAGE_CHANGED_EVENT } from '@portail/router';
import { followProfileChanges } from './follow-profile.ts';
import { sessionOnDemand } from './session-on-demand.ts';

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
  /** The sign-in client, or what loads it (the browser's: with the session, at the start). */
  signInClient: MemberSignInClient | (() => Promise<MemberSignInClient>);
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
  const api = apiClientOnDemand({
    apiOrigin: config.apiOrigin,
    apiRouting: config.deployment.apiRouting,
    fetch: fetcher,
    ...(routing && { settingsStore: routing.settingsStore, appId: () => routing.currentAppId() }),
  });

  // The session's code loads at its first use (member.start, just after the first paint); the header
  // reads its store meanwhile.
  const store = createMemberStore();
  const onError = (error: unknown) => log('Compte : échec sans effet sur la session', error);
  const { signInClient } = options;
  const session = sessionOnDemand(
    store,
    async () => {
      const [{ createMemberSession }, client] = await Promise.all([
        import('@portail/member/session'),
        typeof signInClient === 'function' ? signInClient() : signInClient,
      ]);
      return createMemberSession({
        store,
        client,
        api,
        // The address changes before the router reads it: no reload, and the callback leaves no history entry.
        navigate: (url) => {
          win.history.replaceState(null, '', url);
          startRouterOnce();
        },
        currentHref: () => win.location.href,
        onError,
      });
    },
    onError,
  );

  const storage = options.sessionStorage === undefined ? browserSessionStorage(win) : options.sessionStorage;
  const remembered = readAuthState(storage);
  keepAuthState(session.store, storage);
  // A member this tab saw connected: their profile is read as soon as the session is settled.
  if (remembered) api.preload();

  const regions = createRegionsController({
    environment: options.regionsEnvironment ?? browserRegionsEnvironment(win),
    api,
    getAccessToken: () => (session.store.getState().phase === 'connected' ? options.getAccessToken() : null),
    onSaveError: (error) => log(`Régions : ${error.code}`, error.message),
  });

  // Regions saved in another tab (the RCID cookie they share) are this tab's from its next page on.
  // (the page-less windows of the unit tests have no events)
  if (typeof win.addEventListener === 'function') {
    win.addEventListener(PAGE_CHANGED_EVENT, regions.followSavedRegions);
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
 * The browser wiring: packages/identity's single wrapper for the portal's client id
 * (browser-sign-in.ts, loaded with the session at the start); `answer` is the address as loaded when
 * main.tsx took a sign-in answer out of it.
 */
export function createBrowserPortalMember(
  config: RuntimeConfig,
  development: boolean,
  answer: string | null = null,
  apiRouting?: PortalMemberOptions['apiRouting'],
): PortalMember {
  const accessToken = latestAccessToken();
  return createPortalMember({
    config,
    window,
    signInClient: () => {
      // packages/identity's start loads beside the client's code, not after it.
      void import('@portail/identity').catch(() => undefined);
      return import('./browser-sign-in.ts').then(({ browserSignInClient }) =>
        browserSignInClient(config, development, answer, accessToken),
      );
    },
    getAccessToken: () => accessToken.value,
    ...(apiRouting && { apiRouting }),
  });
}

import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { runtimeConfigOf } from '@portail/contracts';
import { localDeploymentConfig } from '@portail/contracts/local-defaults';
import { createLightboxController, createStatusBarController } from '@portail/ui';
import { AccountApp } from '../AccountApp.tsx';
import type { AccountApi } from '../api/account-api.ts';
import { createFetchAccountApi } from '../api/fetch-account-api.ts';
import { ApiError, apiNetworkError } from '@portail/http/api-client';
import type { ApiProfile } from '../api/types.ts';
import type { AccountServices } from '../context.ts';
import type { AccountLightboxPayloads } from '../lightboxes/payloads.ts';
import { createPasswordPrompt } from '../lightboxes/password-prompt.ts';
import { preloadSkeletons } from '../loading/lazy-skeleton.tsx';
import { toMemberProfile } from '../member/member-profile.ts';
import { createMemberStore, type MemberStore } from '../member/member-store.ts';
import { routeTable } from '../router/route-table.tsx';
import { createHistoryRouter } from '../router/router.ts';
import type { Session, SignInUser } from '../session/session.ts';

// As main.tsx does before the first render: the pages' loading screens (chunks of their own) are
// loaded, so that a page rendered here starts on its loading screen as in the browser.
await preloadSkeletons(routeTable.map((route) => route.member && route.Skeleton));

export const testConfig = runtimeConfigOf(
  localDeploymentConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } }),
);

/** Fixed « now » of the component tests: 15 June 2026. */
export const testNow = () => new Date(2026, 5, 15, 12, 0, 0);

export function signInUser(overrides: Partial<SignInUser> = {}): SignInUser {
  return {
    rcId: 'rc-100',
    firstName: 'Camille',
    lastName: 'Tremblay',
    name: 'Camille Tremblay',
    isEmailVerified: true,
    email: 'complet@exemple.ca',
    identityProviderUserId: 'idp-100',
    token: 'access-token',
    connected: true,
    ...overrides,
  };
}

export function apiProfile(overrides: Partial<ApiProfile> = {}): ApiProfile {
  return {
    email: 'complet@exemple.ca',
    firstName: 'Camille',
    lastName: 'Tremblay',
    postalCode: 'H2X 1Y4',
    birthMonth: 3,
    birthYear: 1985,
    gender: 2,
    isEmailVerified: true,
    subscriptionsStatus: { hasActiveSubscription: false },
    productsRegions: { info: 8, iciMusique: 8, premiere: 8, tele: 8, oHdio: 8 },
    banLevel: null,
    picture: null,
    ...overrides,
  };
}

export function fakeSession(user: SignInUser | null = signInUser()) {
  return {
    getUser: vi.fn(async () => user),
    getAccessToken: vi.fn(async () => user?.token ?? null),
    login: vi.fn(async (_redirect: string) => undefined),
    logout: vi.fn(),
  } satisfies Session;
}

/** A session whose sign-in never answers: the member stays `loading` (the loading screens). */
export function pendingSession() {
  return {
    getUser: vi.fn(() => new Promise<SignInUser | null>(() => undefined)),
    getAccessToken: vi.fn(() => new Promise<string | null>(() => undefined)),
    login: vi.fn(async (_redirect: string) => undefined),
    logout: vi.fn(),
  } satisfies Session;
}

export function fakeApi(profile: ApiProfile = apiProfile()) {
  return {
    getProfile: vi.fn<AccountApi['getProfile']>(async () => profile),
    updateProfile: vi.fn<AccountApi['updateProfile']>(async () => null),
    changePassword: vi.fn<AccountApi['changePassword']>(async () => undefined),
    uploadAvatar: vi.fn<AccountApi['uploadAvatar']>(async () => ({})),
    deleteAccount: vi.fn<AccountApi['deleteAccount']>(async () => undefined),
    resetPassword: vi.fn<AccountApi['resetPassword']>(async () => undefined),
    sendValidationEmail: vi.fn<AccountApi['sendValidationEmail']>(async () => undefined),
    getPageData: vi.fn<AccountApi['getPageData']>(async () => ({
      data: null,
      meta: {},
      metric: null,
      routing: {},
    })),
  } satisfies AccountApi;
}

export function apiError(status: number, serverMessage?: string, serverCode?: string): ApiError {
  return new ApiError({
    code: 'API_STATUS',
    url: 'http://localhost:8083/id/v3/accounts/me',
    status,
    ...(serverMessage !== undefined && { serverMessage }),
    ...(serverCode !== undefined && { serverCode }),
  });
}

export function networkError(): ApiError {
  return apiNetworkError('http://localhost:8083/id/v3/accounts/me');
}

/** The services of a page rendered on its own (without AccountApp): fakes, `api` and `member` as told. */
export function testServices({
  api = fakeApi(),
  member = createMemberStore(),
}: { api?: AccountApi; member?: MemberStore } = {}): AccountServices {
  const lightbox = createLightboxController<AccountLightboxPayloads>();
  return {
    config: testConfig,
    api,
    session: fakeSession(),
    member,
    lightbox,
    passwordPrompt: createPasswordPrompt(lightbox),
    statusBar: createStatusBarController(),
    router: createHistoryRouter(),
    now: testNow,
  };
}

/** The services of a page rendered on its own (without AccountApp), for a member connected with `profile`. */
export function connectedServices(api: AccountApi, profile: ApiProfile = apiProfile()): AccountServices {
  return testServices({
    api,
    member: createMemberStore({
      status: 'connected',
      user: signInUser(),
      profile: toMemberProfile(profile, signInUser()),
    }),
  });
}

/** Renders the whole app at `url` with fake API and session; returns the fakes and stores. */
export function renderAccount(
  url = '/',
  {
    api = fakeApi(),
    session = fakeSession(),
    historyState = null,
    reload,
    onMounted,
    before,
  }: {
    api?: ReturnType<typeof fakeApi>;
    session?: ReturnType<typeof fakeSession>;
    /** What the sign-in client left in the history state (the member-centre return's outcome). */
    historyState?: unknown;
    /** The reload after a chunk failed to load (default: AccountApp's, location.reload). */
    reload?: () => void;
    /** main.tsx's: told once Mon compte has replaced the pre-rendered page. */
    onMounted?: () => void;
    /** Rendered before Mon compte, in the same commit. */
    before?: ReactNode;
  } = {},
) {
  window.history.replaceState(historyState, '', url);
  const lightbox = createLightboxController<AccountLightboxPayloads>();
  const statusBar = createStatusBarController();
  const member = createMemberStore();
  const router = createHistoryRouter();
  const view = render(
    <>
      {before}
      <AccountApp
        config={testConfig}
        api={api}
        session={session}
        lightbox={lightbox}
        statusBar={statusBar}
        member={member}
        router={router}
        now={testNow}
        {...(reload && { reload })}
        {...(onMounted && { onMounted })}
      />
    </>,
  );
  return { ...view, api, session, lightbox, statusBar, member, router };
}

/**
 * Renders Mon compte whole at `url` over the real member-API client (createFetchAccountApi) on
 * `fetch`, with a fixed access token: requests leave as the browser would send them.
 */
export function renderAccountOverFetch(fetch: typeof globalThis.fetch, url = '/') {
  window.history.replaceState(null, '', url);
  const api = createFetchAccountApi({
    apiOrigin: testConfig.apiOrigin,
    getAccessToken: async () => 'access-token',
    fetch,
  });
  const statusBar = createStatusBarController();
  const router = createHistoryRouter();
  render(
    <AccountApp
      config={testConfig}
      api={api}
      session={fakeSession()}
      statusBar={statusBar}
      member={createMemberStore()}
      router={router}
      now={testNow}
    />,
  );
  return { statusBar, router };
}

/** Waits for the lazy dialog chunk: resolves once a lightbox is open in the page. */
export async function dialogOpened(): Promise<HTMLDialogElement> {
  return waitFor(() => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (!dialog) throw new Error('No open dialog yet');
    return dialog;
  });
}

/**
 * Waits for the page itself: its loading screen (the same headings over placeholders, marked
 * aria-busy) gone, then returns the page's heading.
 */
export async function findLoadedHeading(name: string, level = 1): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return screen.findByRole('heading', { level, name });
}

/** Renders "/" and waits for the profile and the lazy sections under it. */
export async function renderProfilePage(api = fakeApi(), url = '/') {
  const view = renderAccount(url, { api });
  await findLoadedHeading('Profil');
  await screen.findByRole('button', { name: 'Modifier le mot de passe' });
  return view;
}

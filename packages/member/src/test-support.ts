import { createApiClient, type ApiClient } from '@portail/http/api-client';
import { vi, type Mock } from 'vitest';
import type { MemberSignInClient, SignInUser } from './sign-in-client.ts';

/** Test helpers shared by this package's tests (not exported from the package). */
export const API = 'http://api.test';
export const VISITOR_URL = 'http://api.test/visitor-identity/login';

export const marie: SignInUser = {
  rcId: 'rc-123',
  firstName: 'Marie',
  lastName: 'Tremblay',
  name: 'Marie Tremblay',
  isEmailVerified: true,
  email: 'complet@exemple.ca',
  identityProviderUserId: 'idp-1',
  token: 'access-token',
  lrToken: null,
  connected: true,
};

export const completeProfile = {
  email: 'complet@exemple.ca',
  birthMonth: 5,
  birthYear: 1980,
  firstName: 'Marie',
  lastName: 'Tremblay',
  gender: 2,
  identityProviderUserId: 'idp-1',
  postalCode: 'H2X 1Y4',
  viafouraId: 'vf-9',
  subscriptionsStatus: { hasActiveSubscription: false },
  banLevel: null,
  productsRegions: { info: 17, iciMusique: 17, premiere: 17, tele: 17, oHdio: 17 },
  picture: '/avatars/rc-123.png',
};

type MockedClient = { [K in keyof MemberSignInClient]-?: Mock<NonNullable<MemberSignInClient[K]>> };

export function fakeClient(
  user: SignInUser | null = marie,
  overrides: Partial<MockedClient> = {},
): MockedClient {
  return {
    handleCallback: vi.fn<MemberSignInClient['handleCallback']>(async () => null),
    getUser: vi.fn<MemberSignInClient['getUser']>(() => user),
    getAccessToken: vi.fn<MemberSignInClient['getAccessToken']>(() => user?.token ?? null),
    login: vi.fn<MemberSignInClient['login']>(async () => undefined),
    signUp: vi.fn<MemberSignInClient['signUp']>(async () => undefined),
    signOut: vi.fn<MemberSignInClient['signOut']>(async () => undefined),
    onChange: vi.fn<NonNullable<MemberSignInClient['onChange']>>(() => () => undefined),
    ...overrides,
  };
}

export interface FakeApi {
  profile?: { status: number; body?: unknown };
  visitor?: { status: number; body?: unknown };
}

/** A fetch that answers the profile and visitor-identity calls as told. */
export function fakeFetch(api: FakeApi = {}) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const answer =
      url === `${API}/id/v3/accounts/me`
        ? (api.profile ?? { status: 200, body: completeProfile })
        : url === VISITOR_URL
          ? (api.visitor ?? {
              status: 200,
              // The local services' answer: the login id echoed as identifier, and the RC plus id.
              body: [
                {
                  '@context': 'https://schema.org',
                  '@type': 'Person',
                  identifier: 'rc-123',
                  rcPlusId: 'rcplus-42',
                },
              ],
            })
          : { status: 404 };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
}

/** The member-API client over a fake fetch, every service on API. */
export function apiClientOver(fetch: typeof globalThis.fetch): ApiClient {
  return createApiClient({ fetch, apiOrigin: API });
}

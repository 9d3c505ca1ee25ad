import {
  apiPaths,
  type ApiName,
  type AVATAR_UPLOAD_FIELD,
  type DeleteAccountBody,
  type ResetPasswordBody,
  type ResetPasswordQuery,
  type ValidationEmailQuery,
} from '@portail/contracts';
import {
  ApiError,
  apiNetworkError,
  apiStatusError,
  createApiClient,
  type ApiClient,
} from '@portail/http/api-client';
import type { AccountApi } from './account-api.ts';
import { NotSignedInError } from './errors.ts';
import { toPageData } from './page-data-shape.ts';
import type { ApiProfile } from './types.ts';

/** Where Mon compte's member-API calls go, and with whose token (every module that calls them takes these). */
export interface MemberApiOptions {
  /** config.apiOrigin: every service's host (the profile application's routing, SPEC.md §7). */
  apiOrigin: string;
  /** The deployment configuration's API routing (each API's host); default: every API on apiOrigin. */
  apiRouting?: Record<ApiName, string>;
  /** The member on screen's access token (Session.getAccessToken, memberTokenSource). */
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export interface FetchAccountApiOptions extends MemberApiOptions {
  /** For tests of the upload: the XMLHttpRequest factory. */
  createRequest?: () => XMLHttpRequest;
}

export interface MemberApiClient {
  /** `@portail/http`'s member-API client on the options' hosts. */
  client: ApiClient;
  /** The member's access token; NotSignedInError when there is none (the call is not made). */
  accessToken(): Promise<string>;
}

/** The one member-API client of Mon compte's API modules (profile, privacy, security, deletion). */
export function createMemberApiClient(options: MemberApiOptions): MemberApiClient {
  const client = createApiClient({
    apiOrigin: options.apiOrigin,
    ...(options.apiRouting && { apiRouting: options.apiRouting }),
    ...(options.fetch && { fetch: options.fetch }),
  });
  return {
    client,
    async accessToken() {
      const token = await options.getAccessToken();
      if (!token) throw new NotSignedInError();
      return token;
    },
  };
}

function isProfile(body: unknown): body is ApiProfile {
  return typeof body === 'object' && body !== null && typeof (body as { email?: unknown }).email === 'string';
}

/**
 * The AccountApi over `@portail/http`'s member-API client: Bearer token, JSON bodies, hosts from
 * the API helper, every failure an ApiError read per SPEC.md §8.
 */
export function createFetchAccountApi(options: FetchAccountApiOptions): AccountApi {
  const { client, accessToken } = createMemberApiClient(options);

  /**
   * The version (ETag) of the profile this page last read or saved: a profile save sends it as
   * If-Match, and the server refuses it (412, its message shown, the typed values kept as a draft)
   * when the profile changed elsewhere meanwhile instead of overwriting that change.
   */
  let profileVersion: string | null = null;

  async function call(
    method: 'GET' | 'PATCH' | 'POST',
    api: ApiName,
    path: string,
    body?: unknown,
    authenticated = true,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const answer = await client.request({
      method,
      api,
      path,
      headers,
      ...(authenticated && { accessToken: await accessToken() }),
      ...(body !== undefined && { body }),
    });
    if (path === apiPaths.accountMe) profileVersion = answer.headers.get('etag') ?? profileVersion;
    return answer.body;
  }

  return {
    async getProfile() {
      const body = await call('GET', 'accounts', apiPaths.accountMe);
      if (!isProfile(body)) {
        const url = client.resolve('accounts', apiPaths.accountMe);
        throw new ApiError({ code: 'API_INVALID_ANSWER', url, message: 'Le profil reçu n’est pas valide.' });
      }
      return body;
    },
    async updateProfile(request) {
      const ifMatch: Record<string, string> = profileVersion ? { 'if-match': profileVersion } : {};
      const body = await call('PATCH', 'accounts', apiPaths.accountMe, request, true, ifMatch);
      return isProfile(body) ? body : null;
    },
    profileVersion: () => profileVersion,
    followProfileVersion(version) {
      profileVersion = version;
    },
    async changePassword(request) {
      await call('PATCH', 'accounts', apiPaths.accountMe, request);
    },
    async uploadAvatar(file, onProgress = () => undefined) {
      const target = client.resolve('accounts', apiPaths.uploadAvatar);
      const form = new FormData();
      // The contract's field name, written out: a constant from a shared module costs the first script bytes.
      const field = 'avatar' satisfies typeof AVATAR_UPLOAD_FIELD;
      form.append(field, file, file instanceof File ? file.name : 'avatar.jpg');
      const headers = { accept: 'application/json', authorization: `Bearer ${await accessToken()}` };
      let response;
      try {
        // Only the avatar page uploads: the XMLHttpRequest code loads with the first upload.
        const { postFormWithProgress } = await import('./xhr-upload.ts');
        response = await postFormWithProgress(target, form, headers, onProgress, options.createRequest);
      } catch (cause) {
        // a time-out is already the client's ApiError API_TIMEOUT
        throw cause instanceof ApiError ? cause : apiNetworkError(target, cause);
      }
      if (response.status < 200 || response.status > 299)
        throw apiStatusError(target, response.status, response.body);
      const picture = (response.body as { picture?: unknown } | null)?.picture;
      return typeof picture === 'string' ? { picture } : {};
    },
    async deleteAccount(password) {
      await call('POST', 'accounts', apiPaths.deleteAccount, { password } satisfies DeleteAccountBody);
    },
    async resetPassword({ email, b2CUrlPolicy, context }) {
      const query = new URLSearchParams({ context } satisfies ResetPasswordQuery);
      await call('POST', 'sso', `${apiPaths.resetPassword}?${query}`, {
        email,
        b2CUrlPolicy,
      } satisfies ResetPasswordBody);
    },
    async sendValidationEmail({ b2CUrlPolicy, azpContext }) {
      const query = new URLSearchParams({ azpContext, b2CUrlPolicy } satisfies ValidationEmailQuery);
      await call('POST', 'accounts', `${apiPaths.sendConfirmationEmail}?${query}`);
    },
    async getPageData(kind) {
      return toPageData(await call('GET', 'sphere', apiPaths.spherePages[kind], undefined, false));
    },
  };
}

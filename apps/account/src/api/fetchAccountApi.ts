import { apiPaths } from '@portail/contracts';
import type { AccountApi } from './AccountApi.ts';
import { AccountApiError, AccountNetworkError, NotSignedInError } from './errors.ts';
import { toPageData } from './pageDataShape.ts';
import { parseApiError } from './parseApiError.ts';
import type { ApiProfile } from './types.ts';

export interface FetchAccountApiOptions {
  /** config.apiOrigin */
  apiOrigin: string;
  /** The member's access token (Session.getAccessToken). */
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** For tests of the upload: the XMLHttpRequest factory. */
  createRequest?: () => XMLHttpRequest;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFor(url: string, status: number, body: unknown): AccountApiError {
  const { message, code } = parseApiError(body);
  return new AccountApiError({
    url,
    status,
    ...(message !== undefined && { serverMessage: message }),
    ...(code !== undefined && { serverCode: code }),
  });
}

function isProfile(body: unknown): body is ApiProfile {
  return typeof body === 'object' && body !== null && typeof (body as { email?: unknown }).email === 'string';
}

/** The AccountApi over fetch: Bearer token to config.apiOrigin, JSON bodies, errors per SPEC.md §8. */
export function createFetchAccountApi(options: FetchAccountApiOptions): AccountApi {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = (path: string) => `${options.apiOrigin}${path}`;

  async function bearer(): Promise<Record<string, string>> {
    const token = await options.getAccessToken();
    if (!token) throw new NotSignedInError();
    return { authorization: `Bearer ${token}` };
  }

  /**
   * The version (ETag) of the profile this page last read or saved: a profile save sends it as
   * If-Match, and the server refuses it (412, its message shown, the typed values kept as a draft)
   * when the profile changed elsewhere meanwhile instead of overwriting that change.
   */
  let profileVersion: string | null = null;

  async function call(
    method: string,
    path: string,
    body?: unknown,
    authenticated = true,
    extraHeaders: Record<string, string> = {},
  ): Promise<unknown> {
    const target = url(path);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(authenticated ? await bearer() : {}),
      ...extraHeaders,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(target, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    } catch (cause) {
      throw new AccountNetworkError(target, { cause });
    }
    const payload = await readBody(response).catch(() => null);
    if (!response.ok) throw errorFor(target, response.status, payload);
    if (path === apiPaths.accountMe) profileVersion = response.headers.get('etag') ?? profileVersion;
    return payload;
  }

  return {
    async getProfile() {
      const body = await call('GET', apiPaths.accountMe);
      if (!isProfile(body)) throw new AccountApiError({ url: url(apiPaths.accountMe), status: 502 });
      return body;
    },
    async updateProfile(request) {
      const ifMatch: Record<string, string> = profileVersion ? { 'if-match': profileVersion } : {};
      const body = await call('PATCH', apiPaths.accountMe, request, true, ifMatch);
      return isProfile(body) ? body : null;
    },
    profileVersion: () => profileVersion,
    followProfileVersion(version) {
      profileVersion = version;
    },
    async changePassword(request) {
      await call('PATCH', apiPaths.accountMe, request);
    },
    async uploadAvatar(file, onProgress = () => undefined) {
      const target = url(apiPaths.uploadAvatar);
      const form = new FormData();
      form.append('avatar', file, file instanceof File ? file.name : 'avatar.jpg');
      const headers = { accept: 'application/json', ...(await bearer()) };
      let response;
      try {
        // Only the avatar page uploads: the XMLHttpRequest code loads with the first upload.
        const { postFormWithProgress } = await import('./xhrUpload.ts');
        response = await postFormWithProgress(target, form, headers, onProgress, options.createRequest);
      } catch (cause) {
        throw new AccountNetworkError(target, { cause });
      }
      if (response.status < 200 || response.status > 299)
        throw errorFor(target, response.status, response.body);
      const picture = (response.body as { picture?: unknown } | null)?.picture;
      return typeof picture === 'string' ? { picture } : {};
    },
    async deleteAccount(password) {
      await call('POST', apiPaths.deleteAccount, { password });
    },
    async resetPassword({ email, b2CUrlPolicy, context }) {
      const query = new URLSearchParams({ context });
      await call('POST', `${apiPaths.resetPassword}?${query}`, { email, b2CUrlPolicy });
    },
    async sendValidationEmail({ b2CUrlPolicy, azpContext }) {
      const query = new URLSearchParams({ azpContext, b2CUrlPolicy });
      await call('POST', `${apiPaths.sendConfirmationEmail}?${query}`);
    },
    async getPageData(kind) {
      return toPageData(await call('GET', apiPaths.spherePages[kind], undefined, false));
    },
  };
}

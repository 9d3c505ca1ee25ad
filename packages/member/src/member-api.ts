import { ACCOUNT_ME_PATH } from '@portail/contracts';
import { MemberHttpError, MemberNetworkError, ProfileFormatError, VisitorIdentityError } from './errors.ts';
import { parseMemberProfile, type MemberProfile } from './profile.ts';

async function send(fetcher: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new MemberNetworkError(url, error);
  }
  if (!response.ok) throw new MemberHttpError(url, response.status);
  return response;
}

async function readJson(response: Response, invalid: () => Error): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw invalid();
  }
}

export interface ProfileRequest {
  fetch: typeof fetch;
  apiOrigin: string;
  accessToken: string;
  signal?: AbortSignal;
}

/** GET /id/v3/accounts/me with the bearer token (SPEC.md §7). */
export async function fetchMemberProfile(request: ProfileRequest): Promise<MemberProfile> {
  const url = `${request.apiOrigin}${ACCOUNT_ME_PATH}`;
  const response = await send(request.fetch, url, {
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: `Bearer ${request.accessToken}` },
    ...(request.signal ? { signal: request.signal } : {}),
  });
  return parseMemberProfile(await readJson(response, () => new ProfileFormatError()), request.apiOrigin);
}

export interface VisitorIdRequest {
  fetch: typeof fetch;
  /** The visitor-identity login endpoint. */
  url: string;
  /** The member's login id (rcId). */
  loginId: string;
  signal?: AbortSignal;
}

/** The JSON-LD document the visitor-identity login call sends: the member's login id. */
export function visitorLoginDocument(loginId: string) {
  return { '@context': 'https://schema.org', '@type': 'Person', identifier: loginId };
}

/** The RC plus id: the first array element, a string or a JSON-LD node's `rcPlusId`. */
export function readVisitorId(body: unknown): string {
  const first: unknown = Array.isArray(body) ? body[0] : undefined;
  const id =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null
        ? (first as Record<string, unknown>).rcPlusId
        : undefined;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 256) throw new VisitorIdentityError();
  return id;
}

/** POST the login id as JSON-LD to the visitor-identity service; returns the analytics id (uie). */
export async function fetchVisitorId(request: VisitorIdRequest): Promise<string> {
  const response = await send(request.fetch, request.url, {
    method: 'POST',
    headers: { Accept: 'application/ld+json, application/json', 'Content-Type': 'application/ld+json' },
    body: JSON.stringify(visitorLoginDocument(request.loginId)),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  return readVisitorId(await readJson(response, () => new VisitorIdentityError()));
}

import { apiPaths, type VisitorLoginRequest } from '@portail/contracts';
import type { ApiClient } from '@portail/http/api-client';
import { ApiError } from '@portail/http/api-errors';
import { parseMemberProfile, type MemberProfile } from './profile.ts';

export interface ProfileRequest {
  /** The member-API client (`@portail/http`), whose API helper gives the host. */
  api: Pick<ApiClient, 'request'>;
  accessToken: string;
  signal?: AbortSignal;
}

/** GET /id/v3/accounts/me with the bearer token (SPEC.md §7). */
export async function fetchMemberProfile(request: ProfileRequest): Promise<MemberProfile> {
  const answer = await request.api.request({
    api: 'accounts',
    path: apiPaths.accountMe,
    accessToken: request.accessToken,
    ...(request.signal && { signal: request.signal }),
  });
  return parseMemberProfile(answer.body, answer.url);
}

export interface VisitorIdRequest {
  api: Pick<ApiClient, 'request'>;
  /** The member's login id (rcId). */
  loginId: string;
  signal?: AbortSignal;
}

/** The JSON-LD document the visitor-identity login call sends: the member's login id. */
function visitorLoginDocument(loginId: string): VisitorLoginRequest {
  return { '@context': 'https://schema.org', '@type': 'Person', identifier: loginId };
}

/** The RC plus id: the first array element, a string or a JSON-LD node's `rcPlusId`. */
export function readVisitorId(body: unknown, url: string = apiPaths.visitorIdentityLogin): string {
  const first: unknown = Array.isArray(body) ? body[0] : undefined;
  const id =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null
        ? (first as Record<string, unknown>).rcPlusId
        : undefined;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 256) {
    throw new ApiError({
      code: 'API_INVALID_ANSWER',
      url,
      message: 'Le service d’identité des visiteurs n’a pas donné d’identifiant.',
    });
  }
  return id;
}

/** POST the login id as JSON-LD to the visitor-identity service; returns the analytics id (uie). */
export async function fetchVisitorId(request: VisitorIdRequest): Promise<string> {
  const answer = await request.api.request({
    method: 'POST',
    api: 'visitorIdentity',
    path: apiPaths.visitorIdentityLogin,
    accept: 'application/ld+json, application/json',
    contentType: 'application/ld+json',
    body: visitorLoginDocument(request.loginId),
    ...(request.signal && { signal: request.signal }),
  });
  return readVisitorId(answer.body, answer.url);
}

import type { FastifyRequest } from 'fastify';
import type { ApiScope, PortailConfig } from '@portail/contracts';
import type { MemberMailDeps } from '../../mail/index.ts';
import type { Member, MemberStore } from '../../members/index.ts';
import { requireMember, type TokenVerifier } from '../bearer.ts';
import { ApiError, apiErrorCodes, apiErrorMessages, UnauthorizedError } from '../errors.ts';

/** What the account routes need. */
export interface AccountDeps {
  config: PortailConfig;
  members: MemberStore;
  mail: MemberMailDeps;
  verifier: TokenVerifier;
  /** Where avatars are stored (served at /avatars/{file}). */
  avatarDir: string;
  now: () => Date;
}

/** The member named by the request's bearer token; 401 when the token is bad or the member is gone. */
export async function currentMember(
  deps: AccountDeps,
  request: FastifyRequest,
  scope: ApiScope,
): Promise<Member> {
  const token = await requireMember(deps.verifier, request, scope);
  const member = deps.members.findByRcId(token.rcid);
  if (!member) throw new UnauthorizedError();
  return member;
}

/** A b2CUrlPolicy must be an absolute URL on the identity provider's origin (no open redirect). */
export function checkPolicyUrl(url: string, idpOrigin: string, field = 'b2CUrlPolicy'): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ApiError(400, apiErrorCodes.INVALID_POLICY_URL, apiErrorMessages.invalidPolicyUrl, field);
  }
  if (parsed.origin !== idpOrigin) {
    throw new ApiError(400, apiErrorCodes.INVALID_POLICY_URL, apiErrorMessages.invalidPolicyUrl, field);
  }
  return parsed.href;
}

import type { FastifyRequest } from 'fastify';
import { deletionMessages, type PortailConfig } from '@portail/contracts';
import type { DeletionStore } from '../deletion/deletion-store.ts';
import type { ApiScope } from '@portail/contracts/local-defaults';
import type { MemberMailDeps } from '../../mail/index.ts';
import type { Member, MemberStore } from '../../members/index.ts';
import { requireMember, type TokenVerifier } from '../bearer.ts';
import {
  ApiError,
  apiErrorCodes,
  apiErrorMessages,
  UnauthorizedError,
  WrongPasswordError,
} from '../errors.ts';
import type { PasswordAttempts } from './password-attempts.ts';

/** A banned member's token still names them, but acts on nothing (403 code 20). */
class BannedMemberError extends ApiError {
  constructor() {
    super(403, apiErrorCodes.BANNED, apiErrorMessages.banned);
    this.name = 'BannedMemberError';
  }
}

/** What the account routes need. */
export interface AccountDeps {
  config: PortailConfig;
  members: MemberStore;
  mail: MemberMailDeps;
  verifier: TokenVerifier;
  /** Where avatars are stored (served at /avatars/{file}). */
  avatarDir: string;
  now: () => Date;
  /** Wrong current passwords per account (PATCH, deletion): see password-attempts.ts. */
  passwordAttempts: PasswordAttempts;
  /** Scheduled deletions (issue 32 item 3): a member whose deletion is scheduled acts on nothing. */
  deletions?: DeletionStore;
  /** After a profile save changed the address: the history and the old address's undo mail (issue 32). */
  onEmailChanged?: (before: Member, after: Member, request: FastifyRequest) => void;
}

/** While the member's deletion is scheduled, every call but the profile read and the cancel (403). */
class DeletionScheduledError extends ApiError {
  constructor() {
    super(403, apiErrorCodes.DELETION_SCHEDULED, deletionMessages.scheduled);
    this.name = 'DeletionScheduledError';
  }
}

/**
 * Checks the member's current password under the wrong-password limit: 429 while the account must
 * wait (even for the right password), 401 code 11 (on `field`) when wrong.
 */
export async function checkCurrentPassword(
  deps: AccountDeps,
  member: Member,
  password: string,
  field: string,
): Promise<void> {
  deps.passwordAttempts.check(member.rcId);
  if (await deps.members.checkPassword(member.rcId, password)) {
    deps.passwordAttempts.succeeded(member.rcId);
    return;
  }
  deps.passwordAttempts.failed(member.rcId);
  throw new WrongPasswordError(field);
}

/**
 * The member named by the request's bearer token; 401 when the token is bad or the member is gone,
 * 403 code 20 when the member is banned — checked on every call, since tokens issued before the ban
 * stay valid until they expire. Only reading the profile (`readingOwnProfile`) is left to a banned
 * member: its banLevel is how the apps learn the ban and sign the member out (SPEC.md §4).
 */
export async function currentMember(
  deps: AccountDeps,
  request: FastifyRequest,
  scope: ApiScope,
  options: CurrentMemberOptions = {},
): Promise<Member> {
  return (await currentMemberAndToken(deps, request, scope, options)).member;
}

/** What a route may still do for a banned member or one whose deletion is scheduled. */
interface CurrentMemberOptions {
  readingOwnProfile?: boolean;
  cancellingDeletion?: boolean;
}

/** currentMember, with the verified token it was read from (its claims: a route that needs the sid). */
export async function currentMemberAndToken(
  deps: AccountDeps,
  request: FastifyRequest,
  scope: ApiScope,
  { readingOwnProfile = false, cancellingDeletion = false }: CurrentMemberOptions = {},
): Promise<{ member: Member; token: Awaited<ReturnType<typeof requireMember>> }> {
  const token = await requireMember(deps.verifier, request, scope);
  const member = deps.members.findByRcId(token.rcid);
  if (!member) throw new UnauthorizedError();
  if (member.banLevel !== null && !readingOwnProfile) throw new BannedMemberError();
  if (!readingOwnProfile && !cancellingDeletion && deps.deletions?.scheduledFor(member.rcId)) {
    throw new DeletionScheduledError();
  }
  return { member, token };
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

import { memberSecurityMessages, memberSecurityPaths } from '@portail/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { MemberSessions } from '../../security/member-sessions.ts';
import { ApiError, apiErrorCodes, RateLimitedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { currentMember, currentMemberAndToken, type AccountDeps } from './account-context.ts';

export interface SessionRouteDeps extends AccountDeps {
  sessions: MemberSessions;
}

/** Per member and minute: reading the list, and ending sessions. */
export const SESSION_READS_PER_MINUTE = 60;
export const SESSION_ENDINGS_PER_MINUTE = 10;

const sessionParams = v.object({
  id: v.pipe(
    v.string(memberSecurityMessages.invalidSessionId),
    v.regex(/^[A-Za-z0-9_-]{1,64}$/, memberSecurityMessages.invalidSessionId),
  ),
});

class SessionNotFoundError extends ApiError {
  constructor() {
    super(404, apiErrorCodes.NOT_FOUND, memberSecurityMessages.sessionNotFound, 'id');
    this.name = 'SessionNotFoundError';
  }
}

/**
 * « Appareils et sessions » (issue 32 item 1), under the same rules as every account route
 * (currentMember: a valid, unrevoked token with the scope, a member who is not banned):
 * GET /id/v3/accounts/me/sessions (account.info) lists the member's live sessions, the token's own
 * marked `current`; DELETE …/sessions/{id} and DELETE …/sessions/others (account.modify) end one,
 * or all but the token's. Another member's session id is 404, as an ended one: nothing tells them
 * apart. 429 with Retry-After past the per-member limits.
 */
export async function sessionRoutes(app: FastifyInstance, deps: SessionRouteDeps): Promise<void> {
  const clock = () => deps.now().getTime();
  const reads = createRateLimiter({ limit: SESSION_READS_PER_MINUTE, windowMs: 60_000, now: clock });
  const endings = createRateLimiter({ limit: SESSION_ENDINGS_PER_MINUTE, windowMs: 60_000, now: clock });
  const limit = (limiter: typeof reads, rcId: string) => {
    const decision = limiter.hit(rcId);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  };
  /** The member and the sid of the request's token, verified once. */
  const memberAndSid = async (request: FastifyRequest, scope: 'account.info' | 'account.modify') => {
    const { member, token } = await currentMemberAndToken(deps, request, scope);
    const sid = token.claims['sid'];
    return { member, sid: typeof sid === 'string' && sid !== '' ? sid : null };
  };

  app.get(memberSecurityPaths.sessions, async (request, reply) => {
    const { member, sid } = await memberAndSid(request, 'account.info');
    limit(reads, member.rcId);
    reply.header('cache-control', 'no-store');
    return { sessions: deps.sessions.list(member.rcId, sid) };
  });

  app.delete(memberSecurityPaths.otherSessions, async (request) => {
    const { member, sid } = await memberAndSid(request, 'account.modify');
    limit(endings, member.rcId);
    return { ended: deps.sessions.endOthers(member.rcId, sid) };
  });

  app.delete(`${memberSecurityPaths.sessions}/:id`, async (request) => {
    const member = await currentMember(deps, request, 'account.modify');
    limit(endings, member.rcId);
    const { id } = parseInput(sessionParams, request.params);
    const ended = deps.sessions.end(member.rcId, id);
    if (ended === 0) throw new SessionNotFoundError();
    return { ended };
  });
}

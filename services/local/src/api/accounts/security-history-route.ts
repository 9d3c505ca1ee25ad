import {
  memberSecurityMessages,
  memberSecurityPaths,
  SECURITY_HISTORY_DAYS,
  SECURITY_HISTORY_MAX_PAGE,
  SECURITY_HISTORY_PAGE_SIZE,
} from '@portail/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { SecurityEvents } from '../../security/security-events.ts';
import { RateLimitedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { currentMember, type AccountDeps } from './account-context.ts';

export interface HistoryRouteDeps extends AccountDeps {
  securityEvents: SecurityEvents;
}

/** History pages a member may read per minute. */
export const HISTORY_READS_PER_MINUTE = 60;

const historyQuery = v.object({
  page: v.optional(
    v.pipe(
      v.string(memberSecurityMessages.invalidPage),
      v.regex(/^[1-9]\d{0,3}$/, memberSecurityMessages.invalidPage),
      v.transform(Number),
      v.maxValue(SECURITY_HISTORY_MAX_PAGE, memberSecurityMessages.invalidPage),
    ),
    '1',
  ),
});

/**
 * GET /id/v3/accounts/me/history?page=1 (scope account.info), « Historique de connexion » (issue 32
 * item 2): the member's own security events of the last 90 days, newest first, 20 a page, with the
 * total. The same rules as every account route (currentMember); 429 past 60 reads a minute.
 */
export async function securityHistoryRoute(app: FastifyInstance, deps: HistoryRouteDeps): Promise<void> {
  const reads = createRateLimiter({
    limit: HISTORY_READS_PER_MINUTE,
    windowMs: 60_000,
    now: () => deps.now().getTime(),
  });
  app.get(memberSecurityPaths.history, async (request, reply) => {
    const member = await currentMember(deps, request, 'account.info');
    const decision = reads.hit(member.rcId);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    const { page } = parseInput(historyQuery, request.query);
    const { events, total } = deps.securityEvents.page(member.rcId, page, SECURITY_HISTORY_PAGE_SIZE);
    reply.header('cache-control', 'no-store');
    return {
      events,
      page,
      pageSize: SECURITY_HISTORY_PAGE_SIZE,
      total,
      retentionDays: SECURITY_HISTORY_DAYS,
    };
  });
}

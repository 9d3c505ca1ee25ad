import type { FastifyInstance } from 'fastify';
import { CANCEL_DELETION_PATH, deletionMessages } from '@portail/contracts';
import { currentMember, type AccountDeps } from '../accounts/account-context.ts';
import { requireMember } from '../bearer.ts';
import { ApiError, RateLimitedError, apiErrorCodes } from '../errors.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { deletionMails } from './deletion-mails.ts';
import type { DeletionStore } from './deletion-store.ts';

/** Cancels per member per hour: a person clicks once; more is a script. */
export const CANCELS_PER_HOUR = 10;

/**
 * POST /id/v3/accounts/me/delete/cancel (scope account.delete, no body), issue 32 item 3: the
 * signed-in member's scheduled deletion is cancelled — nothing had been removed, so everything is
 * as it was — and a mail says so; `{ cancelled: true }`. 409 code 33 when nothing is scheduled; 410
 * code 34, in French, when the 30 days are over and the account was purged (the token still names
 * it); 401 for a bad, expired or revoked token, 403 for a banned member, 429 past the limit.
 */
export async function cancelDeletionRoute(
  app: FastifyInstance,
  deps: AccountDeps & { deletions: DeletionStore },
): Promise<void> {
  const limiter = createRateLimiter({
    limit: CANCELS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    now: () => deps.now().getTime(),
  });
  app.post(CANCEL_DELETION_PATH, { bodyLimit: 1024 }, async (request) => {
    const token = await requireMember(deps.verifier, request, 'account.delete');
    if (!deps.members.findByRcId(token.rcid) && deps.deletions.wasPurged(token.rcid)) {
      throw new ApiError(410, apiErrorCodes.DELETION_TOO_LATE, deletionMessages.tooLate);
    }
    const member = await currentMember(deps, request, 'account.delete', { cancellingDeletion: true });
    const decision = limiter.hit(member.rcId);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    if (!deps.deletions.cancel(member.rcId)) {
      throw new ApiError(409, apiErrorCodes.DELETION_NOT_SCHEDULED, deletionMessages.notScheduled);
    }
    deletionMails.cancelled(deps.mail.outbox, member);
    return { cancelled: true };
  });
}

import type { DatabaseSync } from 'node:sqlite';
import {
  apiPaths,
  deletionMessages,
  type DeleteAccountBody,
  type DeletionScheduledResponse,
} from '@portail/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { revokeMemberAccess } from '../../idp/revoke-member.ts';
import { deletionMails } from '../deletion/deletion-mails.ts';
import type { DeletionStore } from '../deletion/deletion-store.ts';
import { ApiError, apiErrorCodes } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { checkCurrentPassword, currentMember, type AccountDeps } from './account-context.ts';
import { profileMessages } from './profile-rules.ts';

export const deleteBody = v.object(
  {
    password: v.pipe(
      v.string(profileMessages.passwordRequired),
      v.nonEmpty(profileMessages.passwordRequired),
      v.maxLength(1024, profileMessages.passwordRequired),
    ),
  },
  profileMessages.passwordRequired,
) satisfies v.GenericSchema<unknown, DeleteAccountBody>;

/**
 * POST /id/v3/accounts/me/delete {password} (scope account.delete), issue 32 item 3: a member with a
 * paid streaming subscription is refused first (409 code 32, SPEC.md §4.7); 401 code 11 when the
 * password is wrong. Otherwise the deletion is scheduled 30 days later, nothing is removed yet, the
 * member is signed out everywhere (provider sessions and refresh tokens ended, access tokens refused
 * from now on: idp/revoke-member.ts), a mail says when and how to cancel, and
 * `{ deleted: true, scheduledDeletion }` is answered. Asking again keeps the first date. The purge
 * itself is deletion/deletion-purge.ts's.
 */
export async function deleteRoute(
  app: FastifyInstance,
  deps: AccountDeps & { deletions: DeletionStore; db: DatabaseSync },
): Promise<void> {
  app.post(apiPaths.deleteAccount, { bodyLimit: 4 * 1024 }, async (request) => {
    const member = await currentMember(deps, request, 'account.delete');
    const { password } = parseInput(deleteBody, request.body);
    if (member.hasActiveSubscription) {
      throw new ApiError(409, apiErrorCodes.HAS_SUBSCRIPTION, deletionMessages.hasSubscription);
    }
    await checkCurrentPassword(deps, member, password, 'password');
    const scheduledDeletion = deps.deletions.schedule(member.rcId, deps.now());
    revokeMemberAccess(deps.db, member.rcId, 'deletion-scheduled');
    deletionMails.scheduled(deps.mail.outbox, member, scheduledDeletion.purgeAt, deps.config.accountOrigin);
    const answer: DeletionScheduledResponse = { deleted: true, scheduledDeletion };
    return answer;
  });
}

import type { Outbox } from '../../mail/index.ts';
import type { MemberStore } from '../../members/index.ts';
import { removeMemberAvatars } from '../accounts/avatar-image.ts';
import { deletionMails } from './deletion-mails.ts';
import type { DeletionStore } from './deletion-store.ts';

export interface DeletionPurgeDeps {
  members: MemberStore;
  deletions: DeletionStore;
  outbox: Outbox;
  avatarDir: string;
  now: () => Date;
}

/** How often, at most, requests look for deletions that are due. */
export const PURGE_EVERY_MS = 60_000;

/**
 * Purges every account whose 30 days are over (issue 32 item 3): the member and every row that
 * references them (ON DELETE CASCADE: newsletter choices, privacy choices, mailed links…), their
 * avatar files, their provider sessions and grants; a last mail says so, and the id's digest is kept
 * so that a late cancel can say it is too late. Returns how many were purged.
 */
export function purgeDueDeletions(deps: DeletionPurgeDeps): number {
  const at = deps.now();
  let count = 0;
  for (const { rcId } of deps.deletions.due(at)) {
    const member = deps.members.findByRcId(rcId);
    if (member) deletionMails.done(deps.outbox, member);
    deps.members.remove(rcId);
    removeMemberAvatars(deps.avatarDir, rcId, null);
    deps.deletions.markPurged(rcId, at);
    count += 1;
  }
  return count;
}

/**
 * Runs the purge at most once a PURGE_EVERY_MS of the (injectable) clock, from the requests that
 * arrive: no timer to stop, and a test that moves the clock sees the purge at its next request.
 */
export function createPurgeSchedule(deps: DeletionPurgeDeps): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = deps.now().getTime();
    if (at - last < PURGE_EVERY_MS) return;
    last = at;
    purgeDueDeletions(deps);
  };
}

import { apiPaths } from '@portail/contracts';
import type { FastifyInstance } from 'fastify';
import { sendEmailValidationMail } from '../../mail/index.ts';
import { EmailTakenError, type MemberUpdate } from '../../members/index.ts';
import { EmailAlreadyUsedError, UnauthorizedError, ValidationError } from '../errors.ts';
import { checkCurrentPassword, checkPolicyUrl, currentMember, type AccountDeps } from './account-context.ts';
import { parseProfilePatch } from './profile-patch.ts';
import { profileMessages } from './profile-rules.ts';
import { ifMatchAccepts, ProfileChangedError, profileVersionOf } from './profile-version.ts';
import { profileOf } from './profile-view.ts';

const PATCH_BODY_LIMIT = 16 * 1024;

/**
 * GET /id/v3/accounts/me (scope account.info) and PATCH /id/v3/accounts/me (scope account.modify).
 * PATCH body: any of firstName, lastName, email, postalCode, birthMonth, birthYear, birthDate
 * ('YYYY-MM', read when birthYear is absent), gender, productsRegions{info,iciMusique,premiere,tele,oHdio}
 * (ids as strings or numbers), oldPassword, newPassword, b2CUrlPolicy. A new email or a newPassword
 * needs oldPassword (401 code 11 when wrong); a new email used by another account is 409 code 10;
 * the new email is stored unverified and a validation mail is sent (continuing to b2CUrlPolicy).
 * Both answer the profile's version as ETag; a PATCH with an If-Match naming another version is
 * refused with 412 code 21 and changes nothing (profile-version.ts).
 */
export async function meRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { apiOrigin, idpOrigin } = deps.config;

  app.get(apiPaths.accountMe, async (request, reply) => {
    const member = await currentMember(deps, request, 'account.info', { readingOwnProfile: true });
    reply.header('etag', profileVersionOf(member)).header('cache-control', 'no-store');
    // While a deletion is scheduled, the profile says so: Mon compte then offers to cancel it.
    const scheduledDeletion = deps.deletions?.scheduledFor(member.rcId);
    return { ...profileOf(member, apiOrigin), ...(scheduledDeletion && { scheduledDeletion }) };
  });

  app.patch(apiPaths.accountMe, { bodyLimit: PATCH_BODY_LIMIT }, async (request, reply) => {
    const member = await currentMember(deps, request, 'account.modify');
    const patch = parseProfilePatch(request.body, member, deps.now());
    const emailChanges = patch.email !== undefined && patch.email !== member.email;
    const continueUrl =
      patch.b2CUrlPolicy === undefined ? undefined : checkPolicyUrl(patch.b2CUrlPolicy, idpOrigin);

    if (emailChanges || patch.newPassword !== undefined) {
      if (patch.oldPassword === undefined || patch.oldPassword === '') {
        throw new ValidationError(profileMessages.passwordRequired, 'oldPassword');
      }
      await checkCurrentPassword(deps, member, patch.oldPassword, 'oldPassword');
    }
    if (emailChanges) {
      const owner = deps.members.findByEmail(patch.email as string);
      if (owner && owner.rcId !== member.rcId) throw new EmailAlreadyUsedError();
    }

    // After every await: concurrent saves reach this check one at a time, so of two saves made from
    // the same version, the second is told (412) instead of overwriting the first.
    const stored = deps.members.findByRcId(member.rcId);
    if (!stored) throw new UnauthorizedError();
    const ifMatch = request.headers['if-match'];
    if (!ifMatchAccepts(ifMatch, profileVersionOf(stored))) throw new ProfileChangedError();

    const update: MemberUpdate = { ...patch.changes };
    if (emailChanges) {
      update.email = patch.email;
      update.isEmailVerified = false;
    }
    let updated;
    try {
      updated = deps.members.update(member.rcId, update);
    } catch (error) {
      if (error instanceof EmailTakenError) throw new EmailAlreadyUsedError();
      throw error;
    }
    if (patch.newPassword !== undefined) await deps.members.setPassword(member.rcId, patch.newPassword);
    if (emailChanges) sendEmailValidationMail(deps.mail, updated, continueUrl ? { continueUrl } : {});
    if (emailChanges) deps.onEmailChanged?.(member, updated, request);
    reply.header('etag', profileVersionOf(updated)).header('cache-control', 'no-store');
    return profileOf(updated, apiOrigin);
  });
}

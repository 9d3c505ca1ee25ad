import { apiPaths } from '@portail/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseInput } from '../parse-input.ts';
import { checkCurrentPassword, currentMember, type AccountDeps } from './account-context.ts';
import { removeMemberAvatars } from './avatar-image.ts';
import { profileMessages } from './profile-rules.ts';

const deleteBody = v.object(
  {
    password: v.pipe(
      v.string(profileMessages.passwordRequired),
      v.nonEmpty(profileMessages.passwordRequired),
      v.maxLength(1024, profileMessages.passwordRequired),
    ),
  },
  profileMessages.passwordRequired,
);

/**
 * POST /id/v3/accounts/me/delete {password} (scope account.delete): 401 code 11 when the password is
 * wrong; otherwise the member, their avatar file and every row that references them (newsletter
 * subscriptions, mailed links) are removed, a farewell mail is sent, and `{ deleted: true }` answered.
 */
export async function deleteRoute(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  app.post(apiPaths.deleteAccount, { bodyLimit: 4 * 1024 }, async (request) => {
    const member = await currentMember(deps, request, 'account.delete');
    const { password } = parseInput(deleteBody, request.body);
    await checkCurrentPassword(deps, member, password, 'password');
    deps.members.remove(member.rcId);
    removeMemberAvatars(deps.avatarDir, member.rcId, null);
    deps.mail.outbox.send({
      to: member.email,
      subject: 'Votre compte a été supprimé',
      text:
        `Bonjour ${member.firstName},\n\n` +
        'Votre compte et les données qui y sont associées ont été supprimés. Merci de nous avoir suivis.',
      link: null,
      kind: 'account-deleted',
    });
    return { deleted: true };
  });
}

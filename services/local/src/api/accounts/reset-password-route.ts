import { apiPaths, type ResetPasswordBody, type ResetPasswordQuery } from '@portail/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendPasswordResetMail } from '../../mail/index.ts';
import { apiErrorCodes, apiErrorMessages, ForbiddenError, RateLimitedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { checkPolicyUrl, currentMember, type AccountDeps } from './account-context.ts';
import { profileMessages } from './profile-rules.ts';

/** Reset mails per address in 24 hours; the next one is refused with code 14 (« max tries »). */
const RESET_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const resetQuery = v.object(
  {
    context: v.pipe(
      v.string(apiErrorMessages.contextRequired),
      v.regex(/^[\w.-]{1,64}$/, apiErrorMessages.contextRequired),
    ),
  },
  apiErrorMessages.contextRequired,
) satisfies v.GenericSchema<unknown, ResetPasswordQuery>;

export const resetBody = v.object(
  {
    email: v.pipe(
      v.string(profileMessages.emailRequired),
      v.trim(),
      v.nonEmpty(profileMessages.emailRequired),
      v.maxLength(254, profileMessages.emailInvalid),
      v.email(profileMessages.emailInvalid),
    ),
    b2CUrlPolicy: v.pipe(
      v.string(apiErrorMessages.invalidPolicyUrl),
      v.maxLength(4096, apiErrorMessages.invalidPolicyUrl),
    ),
  },
  apiErrorMessages.validation,
) satisfies v.GenericSchema<unknown, ResetPasswordBody>;

/**
 * POST /sso/id/v3/accounts/reset-password?context={site} {email, b2CUrlPolicy} (bearer, scope
 * account.reset-password): sends the member a password-reset mail whose single-use link opens the
 * provider's reset page and then continues to b2CUrlPolicy (which must be on the provider's origin,
 * 400 code 15 otherwise). The email must be the member's own (403 code 3). The 4th request within
 * 24 hours for an address is refused: 429, code 14, Retry-After.
 */
export async function resetPasswordRoute(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const perClient = createRateLimiter({
    limit: 20,
    windowMs: 60 * 60 * 1000,
    now: () => deps.now().getTime(),
  });

  app.post(apiPaths.resetPassword, { bodyLimit: 8 * 1024 }, async (request) => {
    const client = perClient.hit(request.ip);
    if (!client.allowed) throw new RateLimitedError(client.retryAfterSeconds);
    const member = await currentMember(deps, request, 'account.reset-password');
    parseInput(resetQuery, request.query);
    const body = parseInput(resetBody, request.body);
    const continueUrl = checkPolicyUrl(body.b2CUrlPolicy, deps.config.idpOrigin);
    if (body.email.toLowerCase() !== member.email)
      throw new ForbiddenError(apiErrorMessages.resetEmailMismatch, 'email');

    const now = deps.now().getTime();
    const sentToday = deps.mail.tokens.countIssuedSince(member.rcId, 'reset-password', now - DAY_MS);
    if (sentToday >= RESET_MAILS_PER_DAY) {
      throw new RateLimitedError(24 * 60 * 60, apiErrorCodes.RESET_MAX_TRIES, apiErrorMessages.resetMaxTries);
    }
    sendPasswordResetMail(deps.mail, member, { continueUrl });
    return { sent: true };
  });
}

import { apiPaths, type ValidationEmailQuery } from '@portail/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sendEmailValidationMail } from '../../mail/index.ts';
import { ApiError, apiErrorCodes, apiErrorMessages, RateLimitedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { checkPolicyUrl, currentMember, type AccountDeps } from './account-context.ts';

/** Validation mails a member may ask for in an hour. */
const CONFIRMATION_MAILS_PER_HOUR = 5;

export const confirmationEmailQuery = v.object({
  azpContext: v.optional(v.pipe(v.string(), v.maxLength(128))),
  b2CUrlPolicy: v.optional(v.pipe(v.string(), v.maxLength(4096))),
}) satisfies v.GenericSchema<unknown, Partial<ValidationEmailQuery>>;

/**
 * POST /id/v3/accounts/me/send-confirmation-email?azpContext=…&b2CUrlPolicy=… (scope
 * account.send-confirmation-email, no body): sends the validation mail to the member's address,
 * continuing to b2CUrlPolicy (which must be on the identity provider). 409 code 16 when the address
 * is already verified; 429 past 5 an hour.
 */
export async function confirmationEmailRoute(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const limiter = createRateLimiter({
    limit: CONFIRMATION_MAILS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    now: () => deps.now().getTime(),
  });
  app.post(apiPaths.sendConfirmationEmail, { bodyLimit: 4 * 1024 }, async (request) => {
    const member = await currentMember(deps, request, 'account.send-confirmation-email');
    const { b2CUrlPolicy, azpContext } = parseInput(confirmationEmailQuery, request.query);
    const continueUrl = b2CUrlPolicy ? checkPolicyUrl(b2CUrlPolicy, deps.config.idpOrigin) : undefined;
    if (member.isEmailVerified) {
      throw new ApiError(409, apiErrorCodes.EMAIL_ALREADY_VERIFIED, apiErrorMessages.emailAlreadyVerified);
    }
    const decision = limiter.hit(member.rcId);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    sendEmailValidationMail(deps.mail, member, continueUrl ? { continueUrl } : {});
    return { sent: true, email: member.email, azpContext: azpContext ?? null };
  });
}

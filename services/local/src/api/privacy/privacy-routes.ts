import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { PRIVACY_CHOICES_PATH, privacyMessages } from '@portail/contracts';
import { currentMember, type AccountDeps } from '../accounts/account-context.ts';
import { RateLimitedError, ValidationError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { createRateLimiter, type RateLimiter } from '../rate-limit.ts';
import type { PrivacyStore } from './privacy-store.ts';

/** Changes of one member's choice per minute: far more than a person clicks, few enough to bound the history's churn. */
export const PRIVACY_CHANGES_PER_MINUTE = 20;

/** Reads of one member's choice per minute (each page of the portal and Mon compte reads it once). */
export const PRIVACY_READS_PER_MINUTE = 120;

const choiceFields = {
  analytics: v.boolean(privacyMessages.analytics),
  performance: v.boolean(privacyMessages.performance),
  gpc: v.boolean(privacyMessages.gpc),
};
const choiceBody = v.object(choiceFields, privacyMessages.body);

/** The body of PUT, each field checked with its own French message, a field of another name refused. */
function parseChoice(body: unknown): v.InferOutput<typeof choiceBody> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ValidationError(privacyMessages.body);
  const unknownField = Object.keys(body).find((key) => !Object.hasOwn(choiceFields, key));
  if (unknownField !== undefined) throw new ValidationError(privacyMessages.unknownField, unknownField);
  // A missing field is checked as an undefined one: its own message, not the object's.
  const entries = Object.fromEntries(
    Object.keys(choiceFields).map((key) => [key, (body as Record<string, unknown>)[key]]),
  );
  return parseInput(choiceBody, entries);
}

/**
 * GET /id/v3/accounts/me/confidentialite (scope account.info) and PUT (scope account.modify,
 * `{analytics, performance, gpc}`, every field a boolean): the signed-in member's privacy choice
 * and its history, newest first (`PrivacyState` of @portail/contracts). Only the token's member is
 * ever read or written; a banned member is refused (403 code 20) as on every other call but the
 * profile read, and both are limited per member (429 with Retry-After).
 */
export async function privacyRoutes(
  app: FastifyInstance,
  deps: AccountDeps & { privacy: PrivacyStore },
): Promise<void> {
  const now = () => deps.now().getTime();
  const changes = createRateLimiter({ limit: PRIVACY_CHANGES_PER_MINUTE, windowMs: 60_000, now });
  const reads = createRateLimiter({ limit: PRIVACY_READS_PER_MINUTE, windowMs: 60_000, now });
  const limit = (limiter: RateLimiter, rcId: string) => {
    const decision = limiter.hit(rcId);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  };

  app.get(PRIVACY_CHOICES_PATH, async (request, reply) => {
    const member = await currentMember(deps, request, 'account.info');
    limit(reads, member.rcId);
    reply.header('cache-control', 'no-store');
    return deps.privacy.stateOf(member.rcId);
  });

  app.put(PRIVACY_CHOICES_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    const member = await currentMember(deps, request, 'account.modify');
    const choice = parseChoice(request.body);
    limit(changes, member.rcId);
    reply.header('cache-control', 'no-store');
    return deps.privacy.change(member.rcId, choice, deps.now());
  });
}

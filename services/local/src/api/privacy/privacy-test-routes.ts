import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { MemberStore } from '../../members/index.ts';
import { NotFoundError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import type { PrivacyStore } from './privacy-store.ts';

export const TEST_PRIVACY_PATH = '/__test/members/confidentialite';

const testChoice = v.strictObject({
  email: v.pipe(v.string(), v.email()),
  analytics: v.boolean(),
  performance: v.boolean(),
});

/**
 * Test-only (PORTAIL_TEST_HOOKS=1): `POST /__test/members/confidentialite {email, analytics,
 * performance}` records a privacy choice for a member, as if they had made it in Mon compte, so
 * that an end-to-end test of something else can let the member's page analytics or vitals leave.
 */
export async function privacyTestRoutes(
  app: FastifyInstance,
  { members, privacy, now }: { members: MemberStore; privacy: PrivacyStore; now: () => Date },
): Promise<void> {
  app.post(TEST_PRIVACY_PATH, async (request) => {
    const { email, analytics, performance } = parseInput(testChoice, request.body);
    const member = members.findByEmail(email);
    if (!member) throw new NotFoundError();
    return privacy.change(member.rcId, { analytics, performance, gpc: false }, now());
  });
}

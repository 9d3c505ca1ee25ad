import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DEMO_PASSWORD } from '@portail/contracts';
import type { MemberStore } from '../members/index.ts';
import { parseInput } from './parse-input.ts';

export const TEST_MEMBERS_PATH = '/__test/members';

const newTestMember = v.strictObject({
  /** Names the member in the generated address (`e2e-{label}-{uuid}@exemple.ca`). */
  label: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,30}$/))),
  hasActiveSubscription: v.optional(v.boolean()),
  isEmailVerified: v.optional(v.boolean()),
  /** Without birth date, gender or postal code, like incomplet@exemple.ca. */
  incomplete: v.optional(v.boolean()),
  employee: v.optional(v.boolean()),
});

/**
 * Test-only (PORTAIL_TEST_HOOKS=1): `POST /__test/members` creates a fresh member with the demo
 * password and a unique address, so that end-to-end tests that change or delete an account do not
 * share one with tests running beside them. Answers `{ rcId, email, password }` with 201.
 */
export async function testMemberRoutes(app: FastifyInstance, { members }: { members: MemberStore }) {
  app.post(TEST_MEMBERS_PATH, async (request, reply) => {
    const input = parseInput(newTestMember, request.body ?? {});
    const email = `e2e-${input.label ?? 'membre'}-${randomUUID().slice(0, 8)}@exemple.ca`;
    const member = await members.create({
      email,
      password: DEMO_PASSWORD,
      firstName: 'Camille',
      lastName: 'Essai',
      ...(input.incomplete
        ? {}
        : { birthMonth: 3, birthYear: 1990, gender: 4 as const, postalCode: 'H3B 4W5' }),
      isEmailVerified: input.isEmailVerified ?? true,
      hasActiveSubscription: input.hasActiveSubscription ?? false,
      ...(input.employee && { employeeId: 'E900001', ldapUsername: 'cessai' }),
    });
    return reply.code(201).send({ rcId: member.rcId, email: member.email, password: DEMO_PASSWORD });
  });
}

import type { FastifyPluginAsync } from 'fastify';
import type { MemberStore } from './member-store.ts';

export interface MemberTestHooksOptions {
  members: MemberStore;
}

const MEMBER_BAN_LEVEL_HOOK = '/__test/members/ban-level';

/**
 * Test-only route of the member APIs, served only when PORTAIL_TEST_HOOKS=1 (or `testHooks: true`):
 * POST /__test/members/ban-level {email, banLevel: 'login' | null} → {email, banLevel}. It bans or
 * lifts the ban of a member whose SSO session may already exist, which is how a banned member
 * reaches the client-side rule (the sign-in form refuses them, renewal does not).
 */
export const memberTestHooks: FastifyPluginAsync<MemberTestHooksOptions> = async (app, { members }) => {
  app.post(MEMBER_BAN_LEVEL_HOOK, async (request, reply) => {
    const body = (request.body ?? {}) as { email?: unknown; banLevel?: unknown };
    if (typeof body.email !== 'string' || (body.banLevel !== 'login' && body.banLevel !== null)) {
      return reply.code(400).send({ error: "email and banLevel ('login' or null) are required" });
    }
    const member = members.findByEmail(body.email);
    if (!member) return reply.code(404).send({ error: 'unknown member' });
    const updated = members.update(member.rcId, { banLevel: body.banLevel });
    return { email: updated.email, banLevel: updated.banLevel };
  });
};

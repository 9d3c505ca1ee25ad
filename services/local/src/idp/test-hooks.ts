import type { FastifyPluginAsync } from 'fastify';
import { mintIdpAssertion } from './idp-assertion.ts';
import type { ProviderRuntime } from './provider-runtime.ts';
import type { ProviderKeys } from './signing-keys.ts';

export interface TestHooksOptions {
  runtime: ProviderRuntime;
  keys: ProviderKeys;
  /** The provider's issuer: the audience of IdpJwt assertions. */
  issuer: string;
}

const TEST_HOOKS_PREFIX = '/__test';

/**
 * Test-only routes, served only when PORTAIL_TEST_HOOKS=1 (or `testHooks: true`):
 * - POST /__test/keys/rotate → {kid, published}: a new signing key signs from now on;
 * - POST /__test/keys/retire {kid} → {published}: stop publishing an older key;
 * - POST /__test/idp-assertion {rcId, lifetimeSeconds?} → {assertion}: a valid IdpJwt assertion.
 */
export const registerTestHooks: FastifyPluginAsync<TestHooksOptions> = async (
  app,
  { runtime, keys, issuer },
) => {
  app.post(`${TEST_HOOKS_PREFIX}/keys/rotate`, async () => {
    const kid = runtime.rotateSigningKey();
    return { kid, published: runtime.publishedKids() };
  });
  app.post(`${TEST_HOOKS_PREFIX}/keys/retire`, async (request, reply) => {
    const kid = (request.body as { kid?: unknown } | undefined)?.kid;
    if (typeof kid !== 'string') return reply.code(400).send({ error: 'kid is required' });
    try {
      runtime.retireSigningKey(kid);
    } catch (error) {
      return reply.code(409).send({ error: (error as Error).message });
    }
    return { published: runtime.publishedKids() };
  });
  app.post(`${TEST_HOOKS_PREFIX}/idp-assertion`, async (request, reply) => {
    const body = (request.body ?? {}) as { rcId?: unknown; lifetimeSeconds?: unknown };
    if (typeof body.rcId !== 'string') return reply.code(400).send({ error: 'rcId is required' });
    const lifetimeSeconds = typeof body.lifetimeSeconds === 'number' ? body.lifetimeSeconds : undefined;
    const assertion = await mintIdpAssertion(keys.assertionKey(), {
      rcId: body.rcId,
      audience: issuer,
      lifetimeSeconds,
    });
    return { assertion };
  });
};

import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { faultRuleSchema, FaultRules } from './fault-rules.ts';

const FAULTS_PATH = '/__faults';

/**
 * The `rcid` claim of a bearer token, read without checking the signature: it only chooses which
 * test fault applies, the route still verifies the token.
 */
function bearerRcId(authorization: string | undefined): string | undefined {
  const payload = /^Bearer [\w-]+\.([\w-]+)\.[\w-]*$/.exec(authorization ?? '')?.[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const rcid = (claims as { rcid?: unknown } | null)?.rcid;
    return typeof rcid === 'string' ? rcid : undefined;
  } catch {
    return undefined;
  }
}

interface FaultInjectionOptions {
  /** Defaults to `process.env.PORTAIL_TEST_HOOKS === '1'`; off, the plugin does nothing. */
  enabled?: boolean;
}

/**
 * Test-only fault injection for any of the local servers. When enabled, `POST /__faults` adds a rule
 * ({method, path, status?, delayMs?, drop?, times?, rcId?}: rcId limits it to that member's bearer
 * token), `GET /__faults` lists them, `DELETE /__faults` removes them all (`?rcId=` only that
 * member's); a request that a rule hits is delayed, answered with the rule's status, or has
 * its connection destroyed. Register it after CORS so that injected answers keep CORS headers.
 */
const faultInjectionPlugin: FastifyPluginAsync<FaultInjectionOptions> = async (app, options) => {
  const enabled = options.enabled ?? process.env['PORTAIL_TEST_HOOKS'] === '1';
  if (!enabled) return;
  const rules = new FaultRules();

  app.post(FAULTS_PATH, async (request, reply) => {
    const parsed = v.safeParse(faultRuleSchema, request.body);
    if (!parsed.success) {
      const message = parsed.issues[0]?.message ?? 'Règle invalide.';
      return reply.code(400).send({ errors: [{ code: 1, message }], errorResultCode: 1 });
    }
    rules.add(parsed.output);
    return reply.code(201).send({ rules: rules.list() });
  });
  app.get(FAULTS_PATH, async () => ({ rules: rules.list() }));
  app.delete(FAULTS_PATH, async (request, reply) => {
    const rcId = (request.query as { rcId?: unknown }).rcId;
    rules.clear(typeof rcId === 'string' ? rcId : undefined);
    return reply.code(204).send();
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === FAULTS_PATH) return;
    const rule = rules.take(request.method, path, bearerRcId(request.headers.authorization));
    if (!rule) return;
    if (rule.delayMs) await sleep(rule.delayMs);
    if (rule.drop) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (rule.status !== undefined) {
      return reply.code(rule.status).send({
        errors: [{ code: 'FAULT_INJECTED', message: 'Panne simulée.' }],
        errorResultCode: 'FAULT_INJECTED',
      });
    }
  });
};

// Applies to the whole server it is registered on (what fastify-plugin does, without the dependency).
Object.assign(faultInjectionPlugin, { [Symbol.for('skip-override')]: true });

export const faultInjection = faultInjectionPlugin;

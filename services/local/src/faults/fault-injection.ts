import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { faultRuleSchema, FaultRules } from './fault-rules.ts';

export const FAULTS_PATH = '/__faults';

export interface FaultInjectionOptions {
  /** Defaults to `process.env.PORTAIL_TEST_HOOKS === '1'`; off, the plugin does nothing. */
  enabled?: boolean;
}

/**
 * Test-only fault injection for any of the local servers. When enabled, `POST /__faults` adds a rule
 * ({method, path, status?, delayMs?, drop?, times?, member?}; member = the bearer token's sub), `GET /__faults` lists them, `DELETE /__faults`
 * removes them all; a request that a rule hits is delayed, answered with the rule's status, or has
 * its connection destroyed. Register it after CORS so that injected answers keep CORS headers.
 */
/** The `sub` of the request's bearer token, read without verification (test hooks only). */
export function bearerSubject(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

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
  app.delete(FAULTS_PATH, async (_request, reply) => {
    rules.clear();
    return reply.code(204).send();
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === FAULTS_PATH) return;
    const rule = rules.take(request.method, path, bearerSubject(request.headers.authorization));
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

/** Registers fault injection on `app` (no-op unless enabled). */
export async function registerFaultInjection(app: FastifyInstance, options: FaultInjectionOptions = {}) {
  await app.register(faultInjection, options);
}

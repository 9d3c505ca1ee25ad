import { idpShapes, type IdpShape } from '@portail/contracts/local-defaults';
import { portsFromEnv } from '../tools/ports.ts';

/** The end-to-end stack's own ports, so that it runs while `npm start` is up (8080-8083). */
export const testPorts = portsFromEnv(
  {
    PORTAIL_PORTAL_PORT: process.env.PORTAIL_E2E_PORTAL_PORT,
    PORTAIL_ACCOUNT_PORT: process.env.PORTAIL_E2E_ACCOUNT_PORT,
    PORTAIL_IDP_PORT: process.env.PORTAIL_E2E_IDP_PORT,
    PORTAIL_API_PORT: process.env.PORTAIL_E2E_API_PORT,
  },
  { portal: 18080, account: 18081, idp: 18082, api: 18083 },
);

/**
 * The provider's shape in this run (PORTAIL_E2E_IDP_SHAPE, e2e/start-stack.ts; `local` by default):
 * the specs that build a client themselves (the identity harness) configure it for that shape.
 */
export const testIdpShape: IdpShape = (idpShapes as readonly string[]).includes(
  process.env.PORTAIL_E2E_IDP_SHAPE ?? '',
)
  ? (process.env.PORTAIL_E2E_IDP_SHAPE as IdpShape)
  : 'local';

import { portsFromEnv } from '../scripts/ports.ts';

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

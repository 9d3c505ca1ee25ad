import { configForPorts } from '@portail/contracts';
import { portsFromEnv } from '../tools/ports.ts';

/** The interop stack's own ports, so that it runs beside npm start and the end-to-end stack. */
export const interopPorts = portsFromEnv(
  {
    PORTAIL_PORTAL_PORT: process.env.PORTAIL_INTEROP_PORTAL_PORT,
    PORTAIL_ACCOUNT_PORT: process.env.PORTAIL_INTEROP_ACCOUNT_PORT,
    PORTAIL_IDP_PORT: process.env.PORTAIL_INTEROP_IDP_PORT,
    PORTAIL_API_PORT: process.env.PORTAIL_INTEROP_API_PORT,
  },
  { portal: 19080, account: 19081, idp: 19082, api: 19083 },
);

/** Served over https (interop/start-stack.ts): MSAL.js refuses an http authority. */
export const origins = configForPorts(interopPorts, 'localhost', 'https');

import { fileURLToPath } from 'node:url';
import { ensureLocalTls, type LocalTls } from '@portail/local-services/tls';

/**
 * PORTAIL_E2E_HTTPS=1: the end-to-end stack serves https with a local authority kept in e2e/.tmp/tls
 * (ignored by git), made by the first of the Playwright config and the stack to need it; Chromium
 * trusts exactly that authority's key, the specs' Node side through NODE_EXTRA_CA_CERTS.
 */
export const e2eHttps = process.env.PORTAIL_E2E_HTTPS === '1';

export function e2eTls(): LocalTls | undefined {
  return e2eHttps
    ? ensureLocalTls({ dataDir: fileURLToPath(new URL('./.tmp', import.meta.url)) })
    : undefined;
}

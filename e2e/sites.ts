/**
 * The end-to-end stack's topology: every origin on `localhost` (http), or, with PORTAIL_SITES=1, the
 * four parts on four `*.localhost` sites over https (configForSites), the provider's cookies then
 * third-party in the apps' pages. The cross-site stack's certificate authority lives in
 * `.data/e2e-sites/tls/` (kept between runs, never committed) so that the runner trusts it too.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensureLocalTls,
  installLoopbackLookup,
  trustAuthority,
  type LocalTls,
} from '@portail/local-services';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

export const e2eSites = process.env.PORTAIL_SITES === '1';

/** The cross-site stack's TLS material, trusted by this process, whose fetch then reaches `*.localhost`. */
export function e2eSitesTls(): LocalTls {
  const tls = ensureLocalTls({ dataDir: join(rootDir, '.data', 'e2e-sites') });
  trustAuthority(tls.ca);
  installLoopbackLookup();
  return tls;
}

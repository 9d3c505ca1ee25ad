export { startStack } from './stack.ts';
export { PortBusyError } from './listen.ts';
export { TokenLifetimeError } from './idp/token-lifetimes.ts';
export { IdpShapeError, idpShapeFromEnv, parseIdpShape, type IdpShape } from './idp/idp-shape.ts';
export { DEPLOYMENT_FILE } from './stack.ts';
/** The demo members' ids, for the end-to-end specs that check what the provider says about them. */
export { demoRcIds } from './members/demo-member-seeds.ts';
export { LocalTlsError, ensureLocalTls, type LocalTls } from './tls/local-tls.ts';
export { HttpsSettingError, httpsFromEnv } from './tls/https-setting.ts';
export { NginxMissingError, appServerFromEnv, findNginx } from './apps/nginx-process.ts';
export { stampDeployment } from './apps/stamp-deployment.ts';
export { SitesSettingError, sitesFromEnv } from './sites/sites-setting.ts';
export { installLoopbackLookup } from './sites/loopback-lookup.ts';
export { trustAuthority } from './tls/tls-server.ts';
export { exitOnStartSettingError } from './start-errors.ts';
export { exitAfterStopOnSignals } from './stop-on-signals.ts';
/** The member APIs' clock skew on a token's expiry: how long after it an expired token is refused. */
export { DEFAULT_CLOCK_TOLERANCE_SECONDS } from './api/bearer.ts';

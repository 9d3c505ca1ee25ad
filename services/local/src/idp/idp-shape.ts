import {
  TENANT,
  TENANT_ID,
  idpShapes,
  policies,
  type IdpShape,
  type PolicyName,
} from '@portail/contracts/local-defaults';

export { idpShapes, type IdpShape };

/**
 * The URL shape in which the stand-in serves its tenant (PORTAIL_IDP_SHAPE); the same URLs as
 * `localDeploymentConfig` (@portail/contracts/local-defaults) writes for the apps:
 * - `local`: `{idp}/portailb2c/{policy}/v2.0`, issuer `{idp}/portailb2c/v2.0/` (the default);
 * - `b2c`: b2clogin's, `{idp}/portailb2c.onmicrosoft.com/{policy}/v2.0`, issuer `{idp}/{tenant id}/v2.0/`
 *   (https://learn.microsoft.com/en-us/azure/active-directory-b2c/b2clogin);
 * - `external-id`: ciamlogin's, no policy in the path (one user flow bound to the app), metadata under
 *   the tenant id, an issuer whose host is not the authority's: `https://{tenant id}.ciamlogin.com/{tenant id}/v2.0`
 *   (the issue's ciamlogin shape; discovery under the tenant as the Microsoft identity platform publishes it:
 *   https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc).
 */
export const IDP_SHAPE_ENV = 'PORTAIL_IDP_SHAPE';

/** A bad PORTAIL_IDP_SHAPE: its message is the one line that `npm start` prints. */
export class IdpShapeError extends Error {
  override name = 'IdpShapeError';
}

/** The shape named by `value` (unset or empty: `local`); `name` is the variable the message names. */
export function parseIdpShape(value: string | undefined, name = IDP_SHAPE_ENV): IdpShape {
  if (value === undefined || value === '') return 'local';
  if ((idpShapes as readonly string[]).includes(value)) return value as IdpShape;
  throw new IdpShapeError(
    `${name}=${JSON.stringify(value)} is not a shape of the identity provider: use local, b2c or external-id`,
  );
}

export function idpShapeFromEnv(env: NodeJS.ProcessEnv): IdpShape {
  return parseIdpShape(env[IDP_SHAPE_ENV]);
}

/** Whether the shape names a policy in its paths (B2C) or binds one user flow to the app (External ID). */
export function hasPolicies(shape: IdpShape): boolean {
  return shape !== 'external-id';
}

/** The tenant as the shape's authority names it in paths. */
export function tenantSegment(shape: IdpShape): string {
  if (shape === 'b2c') return `${TENANT}.onmicrosoft.com`;
  if (shape === 'external-id') return TENANT_ID;
  return TENANT;
}

/** The `iss` of every ID and access token, and of the discovery documents. */
export function issuerOf(shape: IdpShape, idpOrigin: string): string {
  if (shape === 'b2c') return `${idpOrigin}/${TENANT_ID}/v2.0/`;
  if (shape === 'external-id') {
    // The tenant id's own host on the provider's scheme and port: compared, never fetched.
    const origin = new URL(idpOrigin);
    return `${origin.protocol}//${TENANT_ID}.localhost${origin.port ? `:${origin.port}` : ''}/${TENANT_ID}/v2.0`;
  }
  return `${idpOrigin}/${TENANT}/v2.0/`;
}

/** The authority: per policy in the B2C shapes, the bare origin in external-id. */
export function authorityOf(shape: IdpShape, idpOrigin: string, policy: PolicyName = policies.login): string {
  if (shape === 'external-id') return `${idpOrigin}/`;
  return `${idpOrigin}/${tenantSegment(shape)}/${policy}/v2.0`;
}

/** Where the discovery document of `policy` (ignored in external-id: one flow) is served. */
export function metadataUrlOf(
  shape: IdpShape,
  idpOrigin: string,
  policy: PolicyName = policies.login,
): string {
  if (shape === 'external-id') return `${idpOrigin}/${TENANT_ID}/v2.0/.well-known/openid-configuration`;
  return `${authorityOf(shape, idpOrigin, policy)}/.well-known/openid-configuration`;
}

/** The base of the OAuth endpoints and keys: `{base}/oauth2/v2.0/…`, `{base}/discovery/v2.0/keys`. */
export function endpointBaseOf(
  shape: IdpShape,
  idpOrigin: string,
  policy: PolicyName = policies.login,
): string {
  if (shape === 'external-id') return `${idpOrigin}/${TENANT_ID}`;
  return `${idpOrigin}/${tenantSegment(shape)}/${policy}`;
}

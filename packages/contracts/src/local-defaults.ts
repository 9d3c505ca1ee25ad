/**
 * The local stand-in's tenant (services/local): its name, id, policy names, clients, API audience
 * and scopes, and the deployment configuration of each of its shapes. Only the stand-in, this
 * builder and tests use this module (`@portail/contracts/local-defaults`): the apps and packages
 * read every one of these from the deployment configuration (deployment-config.ts).
 */
import { apiRoutingOn } from './api-paths.ts';
import type { DeploymentConfig, IdentityDeployment, PolicyKey } from './deployment-config.ts';
import {
  FRONT_CHANNEL_LOGOUT_PATH,
  MEMBER_CENTER_CALLBACK_PATH,
  RENEWAL_PAGE_PATH,
  SIGN_IN_CALLBACK_PATH,
} from './identity.ts';
import { configForPorts, runtimeConfigOf, type PortailConfig, type RuntimeConfig } from './runtime-config.ts';
import { ANALYTICS_PAGE_VIEWS_PATH } from './telemetry-sinks.ts';

export const TENANT = 'portailb2c';

/**
 * The tenant's id: B2C names a tenant by a GUID besides its name; MSAL's `client_info` carries it as
 * `utid` (https://learn.microsoft.com/en-us/azure/active-directory-b2c/tenant-management-read-tenant-name).
 */
export const TENANT_ID = '5d3a7f0e-2c41-4b9e-8a6d-1f0c9e7b2a54';

/** The stand-in's policy names, keyed by the names SPEC.md §9 uses. */
export const policies = {
  login: 'B2C_1A_login',
  login_cbc: 'B2C_1A_login_cbc',
  signup: 'B2C_1A_signup',
  signup_cbc: 'B2C_1A_signup_cbc',
  reset: 'B2C_1A_reset',
  resetFacebook: 'B2C_1A_reset_facebook',
  internal: 'B2C_1A_internal',
  idpJwtAuth: 'B2C_1A_idpjwt',
  emailValidation: 'B2C_1A_email_validation',
  changePassword: 'B2C_1A_change_password',
} as const satisfies Record<PolicyKey, string>;

export type PolicyName = (typeof policies)[PolicyKey];

/** Public clients (no secret is kept in a browser). */
export const clientIds = {
  portal: 'portail-web',
  account: 'portail-mon-compte',
} as const;

/** The `aud` of access tokens for the member APIs. */
export const MEMBER_API_AUDIENCE = 'portail-member-api';

/** The API scopes of SPEC.md §6 (openid, profile and offline_access are added per request). */
export const apiScopes = [
  'account.create',
  'account.delete',
  'account.info',
  'account.modify',
  'account.reset-password',
  'account.send-confirmation-email',
  'id.write',
  'radar',
  'subscriptions.write',
  'norah.write',
] as const;

export type ApiScope = (typeof apiScopes)[number];

/** The `local` shape's issuer: one per environment, the same for every policy. */
export function issuerFor(idpOrigin: string): string {
  return `${idpOrigin}/${TENANT}/v2.0/`;
}

/** The `local` shape: where a policy's endpoints live (`{base}/.well-known/openid-configuration`, `{base}/oauth2/v2.0/…`). */
export function policyBase(idpOrigin: string, policy: PolicyName): string {
  return `${idpOrigin}/${TENANT}/${policy}/v2.0`;
}

export function discoveryUrl(idpOrigin: string, policy: PolicyName): string {
  return `${policyBase(idpOrigin, policy)}/.well-known/openid-configuration`;
}

/**
 * The stand-in's shapes (PORTAIL_IDP_SHAPE): `local` (its own paths), `b2c` (b2clogin's URL shape,
 * `{tenant}.onmicrosoft.com` in the path, an issuer carrying the tenant id) and `external-id`
 * (ciamlogin's: no policy, discovery under the tenant id, an issuer on another host).
 */
export const idpShapes = ['local', 'b2c', 'external-id'] as const;
export type IdpShape = (typeof idpShapes)[number];

export interface LocalDeploymentOptions {
  ports: { portal: number; account: number; idp: number; api: number };
  scheme?: 'http' | 'https';
  host?: string;
  shape?: IdpShape;
}

const WELL_KNOWN = '.well-known/openid-configuration';

/**
 * What the stand-in's identity settings are in every shape (and the tests' tenants too): its tenant,
 * client ids, API audience and scopes, and the apps' paths; each shape adds its authority and issuer.
 */
export function localTenantSettings() {
  return {
    tenant: TENANT,
    tenantId: TENANT_ID,
    clientIds: { ...clientIds },
    apiAudience: MEMBER_API_AUDIENCE,
    scopes: [...apiScopes],
    paths: {
      callback: SIGN_IN_CALLBACK_PATH,
      renewal: RENEWAL_PAGE_PATH,
      memberCenterCallback: MEMBER_CENTER_CALLBACK_PATH,
      frontChannelLogout: FRONT_CHANNEL_LOGOUT_PATH,
    },
  };
}

/** The identity settings of one shape of the stand-in on `idp` (an origin). */
function localIdentity(shape: IdpShape, idp: string, scheme: string, idpPort: number): IdentityDeployment {
  const common = localTenantSettings();
  if (shape === 'external-id') {
    // https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc#find-your-apps-openid-configuration-document-uri
    return {
      kind: 'external-id',
      ...common,
      authority: `${idp}/`,
      metadataUrl: `${idp}/${TENANT_ID}/v2.0/${WELL_KNOWN}`,
      // As https://{tenant-id}.ciamlogin.com/{tenant-id}/v2.0: a host that is not the authority's.
      issuer: `${scheme}://${TENANT_ID}.localhost:${idpPort}/${TENANT_ID}/v2.0`,
    };
  }
  const tenantSegment = shape === 'b2c' ? `${TENANT}.onmicrosoft.com` : TENANT;
  const authority = `${idp}/${tenantSegment}/{policy}/v2.0`;
  return {
    kind: 'b2c',
    ...common,
    authority,
    metadataUrl: `${authority}/${WELL_KNOWN}`,
    // https://learn.microsoft.com/en-us/azure/active-directory-b2c/tokens-overview#claims (iss)
    issuer: shape === 'b2c' ? `${idp}/${TENANT_ID}/v2.0/` : issuerFor(idp),
    policies: { ...policies },
  };
}

/** The deployment configuration of the stand-in (npm start, the end-to-end stack, tests) in one shape. */
export function localDeploymentConfig({
  ports,
  scheme = 'http',
  host = 'localhost',
  shape = 'local',
}: LocalDeploymentOptions): DeploymentConfig {
  return localDeploymentConfigFor(configForPorts(ports, host, scheme), shape);
}

/** The same, for the stand-in's four origins as the local services know them (PortailConfig). */
export function localDeploymentConfigFor(config: PortailConfig, shape: IdpShape = 'local'): DeploymentConfig {
  const origins = {
    portal: config.portalOrigin,
    account: config.accountOrigin,
    idp: config.idpOrigin,
    api: config.apiOrigin,
  };
  const idp = new URL(origins.idp);
  return {
    environment: 'local',
    origins,
    identity: localIdentity(shape, origins.idp, idp.protocol.slice(0, -1), Number(idp.port)),
    apiRouting: apiRoutingOn(origins.api),
    telemetry: {
      traces: origins.api,
      analytics: `${origins.api}${ANALYTICS_PAGE_VIEWS_PATH}`,
      push: origins.api,
    },
    player: { baseUrl: `${origins.portal}/player/` },
  };
}

/** What an app reads at run time on the stand-in (tests): localDeploymentConfig's, with the origins by name. */
export function localRuntimeConfig(options: LocalDeploymentOptions): RuntimeConfig {
  return runtimeConfigOf(localDeploymentConfig(options));
}

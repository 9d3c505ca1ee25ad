import { apiNames, type ApiName } from './api-paths.ts';

/**
 * One environment's deployment configuration (issue 28): the four origins, the identity provider
 * (an Azure AD B2C or a Microsoft Entra External ID tenant), the API routing, the telemetry sinks and
 * the player. One build runs everywhere: the server (or `npm run stamp`) puts this value into each
 * page's `<meta name="portail-config">` and the apps read it at run time (runtime-config.ts).
 * The README of @portail/contracts documents every key with a full example.
 */

/** The policy keys of SPEC.md §9 (a contract): the configuration maps each to the tenant's name. */
export const policyKeys = [
  'login',
  'login_cbc',
  'signup',
  'signup_cbc',
  'reset',
  'resetFacebook',
  'internal',
  'idpJwtAuth',
  'emailValidation',
  'changePassword',
] as const;
export type PolicyKey = (typeof policyKeys)[number];

export const identityKinds = ['b2c', 'external-id'] as const;
/** `b2c`: a policy in every URL and a `tfp` claim; `external-id`: one user flow bound to the app. */
export type IdentityKind = (typeof identityKinds)[number];

/** Placeholder of a B2C authority or metadata URL, replaced by the tenant's name of a policy. */
export const POLICY_PLACEHOLDER = '{policy}';

export interface DeploymentOrigins {
  portal: string;
  account: string;
  idp: string;
  api: string;
}

/** The apps' own paths that the provider sends the browser back to (registered with each client). */
export interface IdentityPaths {
  callback: string;
  renewal: string;
  memberCenterCallback: string;
  frontChannelLogout: string;
}

export interface IdentityDeployment {
  kind: IdentityKind;
  /** The tenant's name as its URLs carry it (B2C `{tenant}.onmicrosoft.com`, External ID's subdomain). */
  tenant: string;
  tenantId: string;
  /** B2C: a template with `{policy}`; External ID: the tenant's authority, no policy. */
  authority: string;
  /** The OpenID Connect discovery document (B2C: with `{policy}`). */
  metadataUrl: string;
  /** Exactly the `iss` of the tenant's tokens: compared, never derived from the authority. */
  issuer: string;
  /** SPEC.md §9 keys → the tenant's policy names; required for B2C, absent for External ID. */
  policies?: Record<PolicyKey, string>;
  clientIds: { portal: string; account: string };
  /** The `aud` of the member APIs' access tokens. */
  apiAudience: string;
  /** The API scopes as the tenant names them (openid, profile, offline_access are added per request). */
  scopes: string[];
  paths: IdentityPaths;
}

/**
 * Where telemetry goes: `traces` is the host of each application's `{app}/trace/{channel}` sinks
 * (logs, diagnostics, web vitals), `analytics` the page-view sink, `push` the base of /push/….
 */
export interface TelemetryEndpoints {
  traces: string;
  analytics: string;
  push: string;
}

export interface DeploymentConfig {
  /** A name for people and logs (`local`, `int`, `prod`…). */
  environment: string;
  origins: DeploymentOrigins;
  identity: IdentityDeployment;
  /** Each API name of SPEC.md §7 → its host, until an application's settings say otherwise. */
  apiRouting: Record<ApiName, string>;
  telemetry: TelemetryEndpoints;
  player: { baseUrl: string };
}

/** A configuration that cannot be used: the message is one line naming the key (empty: the whole file). */
function refuse(key: string, problem: string): never {
  throw new Error(`deployment config: ${key ? `${key} ` : ''}${problem}`);
}

type Path = string;
type UnknownRecord = Record<string, unknown>;

const join = (path: Path, key: string) => (path ? `${path}.${key}` : key);

/** Hosts where plain http is accepted (a developer's machine). */
export function isLocalDevelopmentHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

const HTTP_RULE = 'must be an https URL (http only on localhost, *.localhost, 127.0.0.1, [::1])';

function record(value: unknown, path: Path, keys: readonly string[], optional: readonly string[] = []) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    refuse(path, value === undefined ? 'is missing' : 'must be an object');
  }
  const object = value as UnknownRecord;
  for (const key of Object.keys(object)) {
    if (!keys.includes(key) && !optional.includes(key)) {
      refuse(join(path, key), 'is not a known key');
    }
  }
  return object;
}

function text(object: UnknownRecord, key: string, path: Path): string {
  const value = object[key];
  if (value === undefined) refuse(join(path, key), 'is missing');
  if (typeof value !== 'string' || value.trim() === '') {
    refuse(join(path, key), 'must be a non-empty string');
  }
  return value;
}

/** An absolute http(s) URL, https outside local hosts; `origin` also refuses a path. */
function url(object: UnknownRecord, key: string, path: Path, kind: 'url' | 'origin' = 'url'): string {
  const value = text(object, key, path);
  const name = join(path, key);
  // `{policy}` is not a valid host character but is one in a path: check the URL with a stand-in.
  const parsed = URL.parse(value.replaceAll(POLICY_PLACEHOLDER, 'policy'));
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    refuse(name, `must be an absolute http(s) URL: ${value}`);
  }
  if (parsed.protocol === 'http:' && !isLocalDevelopmentHost(parsed.hostname)) {
    refuse(name, kind === 'origin' ? HTTP_RULE.replace('URL', 'origin') : HTTP_RULE);
  }
  if (kind === 'origin' && parsed.origin !== value) {
    refuse(name, `must be an origin, without a path: ${value}`);
  }
  return value;
}

function absolutePath(object: UnknownRecord, key: string, path: Path): string {
  const value = text(object, key, path);
  if (!value.startsWith('/') || value.startsWith('//')) {
    refuse(join(path, key), 'must be a path starting with one /');
  }
  return value;
}

function strings(object: UnknownRecord, key: string, path: Path): string[] {
  const value = object[key];
  const name = join(path, key);
  if (value === undefined) refuse(name, 'is missing');
  if (!Array.isArray(value)) refuse(name, 'must be an array of strings');
  value.forEach((item: unknown, index) => {
    if (typeof item !== 'string' || item.trim() === '') {
      refuse(`${name}[${index}]`, 'must be a non-empty string');
    }
  });
  return [...(value as string[])];
}

function each<K extends string>(
  value: unknown,
  path: Path,
  keys: readonly K[],
  read: (object: UnknownRecord, key: K, path: Path) => string,
): Record<K, string> {
  const object = record(value, path, keys);
  return Object.fromEntries(keys.map((key) => [key, read(object, key, path)])) as Record<K, string>;
}

const identityKeys = [
  'kind',
  'tenant',
  'tenantId',
  'authority',
  'metadataUrl',
  'issuer',
  'clientIds',
  'apiAudience',
  'scopes',
  'paths',
];
const pathKeys = ['callback', 'renewal', 'memberCenterCallback', 'frontChannelLogout'] as const;

function parseIdentity(value: unknown): IdentityDeployment {
  const path = 'identity';
  const object = record(value, path, identityKeys, ['policies']);
  const kind = object.kind;
  if (kind === undefined) refuse('identity.kind', 'is missing');
  if (kind !== 'b2c' && kind !== 'external-id') {
    refuse('identity.kind', 'must be "b2c" or "external-id"');
  }
  const authority = url(object, 'authority', path);
  const metadataUrl = url(object, 'metadataUrl', path);
  if (kind === 'b2c' && !authority.includes(POLICY_PLACEHOLDER)) {
    refuse('identity.authority', `must contain ${POLICY_PLACEHOLDER} when kind is "b2c"`);
  }
  if (kind === 'external-id' && `${authority}${metadataUrl}`.includes(POLICY_PLACEHOLDER)) {
    const key = authority.includes(POLICY_PLACEHOLDER) ? 'authority' : 'metadataUrl';
    refuse(`identity.${key}`, `cannot contain ${POLICY_PLACEHOLDER} when kind is "external-id"`);
  }
  if (kind === 'b2c' && object.policies === undefined) {
    refuse('identity.policies', 'is missing (required when kind is "b2c")');
  }
  const identity: IdentityDeployment = {
    kind,
    tenant: text(object, 'tenant', path),
    tenantId: text(object, 'tenantId', path),
    authority,
    metadataUrl,
    issuer: url(object, 'issuer', path),
    clientIds: each(object.clientIds, 'identity.clientIds', ['portal', 'account'], text),
    apiAudience: text(object, 'apiAudience', path),
    scopes: strings(object, 'scopes', path),
    paths: each(object.paths, 'identity.paths', pathKeys, absolutePath),
  };
  if (object.policies !== undefined) {
    identity.policies = each(object.policies, 'identity.policies', policyKeys, text);
  }
  return identity;
}

const topKeys = ['environment', 'origins', 'identity', 'apiRouting', 'telemetry', 'player'];

/**
 * Checks a deployment configuration (its JSON text or the parsed value) and returns it typed; throws
 * an Error, one line naming the key, for a missing key, a wrong type, an unknown key,
 * or an http URL outside a local host.
 */
export function parseDeploymentConfig(input: string | unknown): DeploymentConfig {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (error) {
      refuse('', `is not JSON (${(error as Error).message.split('\n')[0]})`);
    }
  }
  const object = record(value, '', topKeys);
  const player = record(object.player, 'player', ['baseUrl']);
  return {
    environment: text(object, 'environment', ''),
    origins: each(object.origins, 'origins', ['portal', 'account', 'idp', 'api'], (o, key, path) =>
      url(o, key, path, 'origin'),
    ),
    identity: parseIdentity(object.identity),
    apiRouting: each(object.apiRouting, 'apiRouting', apiNames, url),
    telemetry: each(object.telemetry, 'telemetry', ['traces', 'analytics', 'push'], url),
    player: { baseUrl: url(player, 'baseUrl', 'player') },
  };
}

/** A B2C policy's authority (`{policy}` replaced by the tenant's name of the policy); External ID: the one authority. */
export function authorityFor(identity: IdentityDeployment, policy: PolicyKey): string {
  return withPolicy(identity, identity.authority, policy);
}

/** The discovery document's URL for a policy (External ID: the one document). */
export function metadataUrlFor(identity: IdentityDeployment, policy: PolicyKey): string {
  return withPolicy(identity, identity.metadataUrl, policy);
}

/** The tenant's name of a SPEC.md §9 policy (B2C), undefined for External ID. */
export function policyNameFor(identity: IdentityDeployment, policy: PolicyKey): string | undefined {
  return identity.kind === 'b2c' ? identity.policies?.[policy] : undefined;
}

/**
 * A tenant endpoint by its conventional address (B2C `{authority}/oauth2/v2.0/{name}`, External ID
 * `{authority}{tenant-id}/oauth2/v2.0/{name}`): for when no discovery document is at hand.
 */
export function providerEndpointFor(
  identity: IdentityDeployment,
  policy: PolicyKey,
  name: 'authorize' | 'logout',
): string {
  const authority = authorityFor(identity, policy).replace(/\/+$/, '');
  const base = identity.kind === 'b2c' ? authority : `${authority}/${identity.tenantId}`;
  return `${base}/oauth2/v2.0/${name}`;
}

function withPolicy(identity: IdentityDeployment, template: string, policy: PolicyKey): string {
  const name = policyNameFor(identity, policy);
  return name === undefined ? template : template.replaceAll(POLICY_PLACEHOLDER, name);
}

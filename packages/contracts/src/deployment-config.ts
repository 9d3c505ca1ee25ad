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

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Hosts where plain http is accepted (a developer's machine). */
export function isLocalDevelopmentHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

/**
 * What a key holds: `text` a non-empty string, `url` an absolute http(s) URL (https outside local
 * hosts), `origin` such a URL without a path, `path` a path starting with one /, `texts` an array of
 * non-empty strings, `kind` an IdentityKind; an object, exactly its keys. One table rather than one
 * function per key: the check is in every page's first script (size budget).
 */
type Rule = 'text' | 'url' | 'origin' | 'path' | 'texts' | 'kind' | { [key: string]: Rule };

const every = (keys: readonly string[], rule: Rule) => Object.fromEntries(keys.map((key) => [key, rule]));

/** A function, not a constant: a module-level call would be a side effect, which splits the apps' chunks. */
const schema = (): Rule => ({
  environment: 'text',
  origins: every(['portal', 'account', 'idp', 'api'], 'origin'),
  identity: {
    kind: 'kind',
    tenant: 'text',
    tenantId: 'text',
    authority: 'url',
    metadataUrl: 'url',
    issuer: 'url',
    clientIds: every(['portal', 'account'], 'text'),
    apiAudience: 'text',
    scopes: 'texts',
    paths: every(['callback', 'renewal', 'memberCenterCallback', 'frontChannelLogout'], 'path'),
    // Optional here; required for B2C below.
    policies: every(policyKeys, 'text'),
  },
  apiRouting: every(apiNames, 'url'),
  telemetry: every(['traces', 'analytics', 'push'], 'url'),
  player: { baseUrl: 'url' },
});

/** The value checked against its rule (a copy of it), or a refusal naming the key. */
function check(value: unknown, rule: Rule, name: string): unknown {
  if (typeof rule === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      refuse(name, value === undefined ? 'is missing' : 'must be an object');
    }
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object)) if (!(key in rule)) refuse(join(name, key), 'is not a known key');
    const checked: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(rule)) {
      if (key === 'policies' && object[key] === undefined) continue;
      checked[key] = check(object[key], inner, join(name, key));
    }
    return checked;
  }
  if (value === undefined) refuse(name, 'is missing');
  if (rule === 'kind') {
    if (!identityKinds.includes(value as IdentityKind)) refuse(name, 'must be "b2c" or "external-id"');
    return value;
  }
  if (rule === 'texts') {
    if (!Array.isArray(value)) refuse(name, 'must be an array of strings');
    return value.map((item: unknown, index) => check(item ?? '', 'text', `${name}[${index}]`));
  }
  if (typeof value !== 'string' || value.trim() === '') refuse(name, 'must be a non-empty string');
  if (rule === 'path' && (!value.startsWith('/') || value.startsWith('//'))) {
    refuse(name, 'must be a path starting with one /');
  }
  if (rule === 'url' || rule === 'origin') {
    // `{policy}` is not a valid host character but is one in a path: check the URL with a stand-in.
    const parsed = URL.parse(value.replaceAll(POLICY_PLACEHOLDER, 'policy'));
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
      refuse(name, `must be an absolute http(s) URL: ${value}`);
    }
    if (parsed.protocol === 'http:' && !isLocalDevelopmentHost(parsed.hostname)) {
      refuse(
        name,
        `must be an https ${rule === 'url' ? 'URL' : rule} (http only on localhost, *.localhost, 127.0.0.1, [::1])`,
      );
    }
    if (rule === 'origin' && parsed.origin !== value)
      refuse(name, `must be an origin, without a path: ${value}`);
  }
  return value;
}

/**
 * Checks a deployment configuration (its JSON text or the parsed value) and returns it typed; throws
 * an Error, one line naming the key, for a missing key, a wrong type, an unknown key,
 * or an http URL outside a local host (or, for a text over 64 KiB, no key).
 */
export function parseDeploymentConfig(input: string | unknown): DeploymentConfig {
  let value = input;
  if (typeof input === 'string') {
    // The page's meta tag is read before anything else: a bound before JSON.parse (a real one is ~3 KB).
    if (input.length > 65_536) refuse('', 'is over 64 KiB');
    try {
      value = JSON.parse(input);
    } catch (error) {
      refuse('', `is not JSON (${(error as Error).message.split('\n')[0]})`);
    }
  }
  const config = check(value, schema(), '') as DeploymentConfig;
  const { kind, authority, policies } = config.identity;
  if (kind === 'b2c') {
    if (!authority.includes(POLICY_PLACEHOLDER)) {
      refuse('identity.authority', `must contain ${POLICY_PLACEHOLDER} when kind is "b2c"`);
    }
    if (!policies) refuse('identity.policies', 'is missing (required when kind is "b2c")');
  } else {
    for (const key of ['authority', 'metadataUrl'] as const) {
      if (config.identity[key].includes(POLICY_PLACEHOLDER)) {
        refuse(`identity.${key}`, `cannot contain ${POLICY_PLACEHOLDER} when kind is "external-id"`);
      }
    }
  }
  return config;
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

import { describe, expect, it } from 'vitest';
import {
  authorityFor,
  metadataUrlFor,
  parseDeploymentConfig,
  type DeploymentConfig,
} from './deployment-config.ts';
import { localDeploymentConfig, TENANT_ID } from './local-defaults.ts';

/** A full configuration of a real B2C tenant (what the README shows). */
const b2cExample = {
  environment: 'prod',
  origins: {
    portal: 'https://portail.example.ca',
    account: 'https://compte.example.ca',
    idp: 'https://connexion.example.ca',
    api: 'https://api.example.ca',
  },
  identity: {
    kind: 'b2c',
    tenant: 'exemple',
    tenantId: '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0',
    authority: 'https://connexion.example.ca/exemple.onmicrosoft.com/{policy}/v2.0',
    metadataUrl:
      'https://connexion.example.ca/exemple.onmicrosoft.com/{policy}/v2.0/.well-known/openid-configuration',
    issuer: 'https://connexion.example.ca/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0/v2.0/',
    policies: {
      login: 'B2C_1A_SIGNIN',
      login_cbc: 'B2C_1A_SIGNIN_CBC',
      signup: 'B2C_1A_SIGNUP',
      signup_cbc: 'B2C_1A_SIGNUP_CBC',
      reset: 'B2C_1A_PASSWORDRESET',
      resetFacebook: 'B2C_1A_PASSWORDRESET_FB',
      internal: 'B2C_1A_INTERNAL',
      idpJwtAuth: 'B2C_1A_IDPJWT',
      emailValidation: 'B2C_1A_EMAILVALIDATION',
      changePassword: 'B2C_1A_CHANGEPASSWORD',
    },
    clientIds: {
      portal: '11111111-2222-3333-4444-555555555555',
      account: '66666666-7777-8888-9999-000000000000',
    },
    apiAudience: 'https://exemple.onmicrosoft.com/api',
    scopes: [
      'https://exemple.onmicrosoft.com/api/account.info',
      'https://exemple.onmicrosoft.com/api/account.modify',
    ],
    paths: {
      callback: '/callback',
      renewal: '/callback/renouvellement.html',
      memberCenterCallback: '/callback/membercenter',
      frontChannelLogout: '/callback/deconnexion',
    },
  },
  apiRouting: {
    accounts: 'https://api.example.ca',
    sso: 'https://api.example.ca',
    sphere: 'https://api.example.ca',
    graphql: 'https://api.example.ca',
    settings: 'https://api.example.ca',
    trace: 'https://api.example.ca',
    push: 'https://api.example.ca',
    visitorIdentity: 'https://api.example.ca',
    analytics: 'https://api.example.ca',
    audio: 'https://api.example.ca',
  },
  telemetry: {
    traces: 'https://api.example.ca',
    analytics: 'https://api.example.ca/analytics/page-views',
    push: 'https://api.example.ca',
  },
  player: { baseUrl: 'https://portail.example.ca/player/' },
};

type Json = Record<string, unknown>;

/** The example with one key changed (`undefined` removes it); `path` is dotted. */
function withKey(path: string, value: unknown): Json {
  const copy = structuredClone(b2cExample) as Json;
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce((object, key) => object[key] as Json, copy);
  if (value === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
  return copy;
}

function errorOf(value: unknown): string {
  try {
    parseDeploymentConfig(value);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('parseDeploymentConfig', () => {
  it('accepts a full B2C configuration, from its JSON text as from the parsed value', () => {
    const config = parseDeploymentConfig(JSON.stringify(b2cExample));
    expect(config).toEqual(b2cExample);
    expect(parseDeploymentConfig(b2cExample)).toEqual(config);
  });

  it('accepts an External ID configuration without policies', () => {
    const externalId = withKey('identity', {
      ...b2cExample.identity,
      kind: 'external-id',
      authority: 'https://exemple.ciamlogin.com/',
      metadataUrl: `https://exemple.ciamlogin.com/${b2cExample.identity.tenantId}/v2.0/.well-known/openid-configuration`,
      issuer: `https://${b2cExample.identity.tenantId}.ciamlogin.com/${b2cExample.identity.tenantId}/v2.0`,
      policies: undefined,
    });
    delete (externalId.identity as Json).policies;
    expect(parseDeploymentConfig(externalId).identity.kind).toBe('external-id');
  });

  it.each([
    ['identity.issuer', undefined, 'deployment config: identity.issuer is missing'],
    ['origins.idp', undefined, 'deployment config: origins.idp is missing'],
    ['telemetry', undefined, 'deployment config: telemetry is missing'],
    [
      'identity.clientIds.account',
      42,
      'deployment config: identity.clientIds.account must be a non-empty string',
    ],
    ['identity.kind', 'azure', 'deployment config: identity.kind must be "b2c" or "external-id"'],
    [
      'origins.idp',
      'http://connexion.example.ca',
      'deployment config: origins.idp must be an https origin (http only on localhost, *.localhost, 127.0.0.1, [::1])',
    ],
    [
      'identity.issuer',
      'http://connexion.example.ca/x/v2.0/',
      'deployment config: identity.issuer must be an https URL (http only on localhost, *.localhost, 127.0.0.1, [::1])',
    ],
    [
      'origins.api',
      'https://api.example.ca/v1',
      'deployment config: origins.api must be an origin, without a path: https://api.example.ca/v1',
    ],
    ['identity.scopes', 'account.info', 'deployment config: identity.scopes must be an array of strings'],
    [
      'identity.scopes',
      ['account.info', ''],
      'deployment config: identity.scopes[1] must be a non-empty string',
    ],
    ['identity.policies.reset', undefined, 'deployment config: identity.policies.reset is missing'],
    [
      'identity.policies',
      undefined,
      'deployment config: identity.policies is missing (required when kind is "b2c")',
    ],
    [
      'identity.paths.renewal',
      'callback/x.html',
      'deployment config: identity.paths.renewal must be a path starting with one /',
    ],
    [
      'apiRouting.audio',
      'ftp://api.example.ca',
      'deployment config: apiRouting.audio must be an absolute http(s) URL: ftp://api.example.ca',
    ],
    [
      'player',
      { baseUrl: 'https://p.example.ca/', extra: 1 },
      'deployment config: player.extra is not a known key',
    ],
    ['identity.tenantName', 'x', 'deployment config: identity.tenantName is not a known key'],
    ['origins.cdn', 'https://cdn.example.ca', 'deployment config: origins.cdn is not a known key'],
    [
      'identity.authority',
      'https://connexion.example.ca/exemple.onmicrosoft.com/v2.0',
      'deployment config: identity.authority must contain {policy} when kind is "b2c"',
    ],
  ])('refuses %s set to %j with one line naming the key', (path, value, message) => {
    const error = errorOf(withKey(path, value));
    expect(error).toBe(message);
    expect(error).not.toContain('\n');
  });

  it('refuses a policy template in an External ID authority', () => {
    const config = withKey('identity.kind', 'external-id');
    expect(errorOf(config)).toBe(
      'deployment config: identity.authority cannot contain {policy} when kind is "external-id"',
    );
  });

  it('refuses text that is not JSON, and a value that is not an object, in one line', () => {
    expect(errorOf('{"environment": ')).toMatch(/^deployment config: is not JSON \([^\n]*\)$/);
    expect(errorOf([])).toBe('deployment config: must be an object');
  });

  it('refuses a text longer than 64 KiB, whatever it holds, in one line', () => {
    const long = JSON.stringify(withKey('environment', 'x'.repeat(64 * 1024)));
    expect(errorOf(long)).toBe('deployment config: is over 64 KiB');
  });

  it('accepts http on local hosts only', () => {
    for (const host of ['localhost', 'portail.localhost', '127.0.0.1', '[::1]']) {
      expect(parseDeploymentConfig(withKey('origins.idp', `http://${host}:8082`)).origins.idp).toBe(
        `http://${host}:8082`,
      );
    }
    expect(errorOf(withKey('origins.idp', 'http://10.0.0.2:8082'))).toMatch(
      /^deployment config: origins.idp must be an https origin/,
    );
  });
});

describe('localDeploymentConfig', () => {
  const ports = { portal: 8080, account: 8081, idp: 8082, api: 8083 };

  it.each(['local', 'b2c', 'external-id'] as const)(
    'gives the %s shape a configuration that parses',
    (shape) => {
      const config = localDeploymentConfig({ ports, shape });
      expect(parseDeploymentConfig(JSON.stringify(config))).toEqual(config);
    },
  );

  it('gives the local shape the provider paths of npm start', () => {
    const config: DeploymentConfig = localDeploymentConfig({ ports });
    expect(config.origins).toEqual({
      portal: 'http://localhost:8080',
      account: 'http://localhost:8081',
      idp: 'http://localhost:8082',
      api: 'http://localhost:8083',
    });
    expect(config.identity.kind).toBe('b2c');
    expect(authorityFor(config.identity, 'login')).toBe('http://localhost:8082/portailb2c/B2C_1A_login/v2.0');
    expect(metadataUrlFor(config.identity, 'reset')).toBe(
      'http://localhost:8082/portailb2c/B2C_1A_reset/v2.0/.well-known/openid-configuration',
    );
    expect(config.identity.issuer).toBe('http://localhost:8082/portailb2c/v2.0/');
    expect(config.player.baseUrl).toBe('http://localhost:8080/player/');
    expect(config.apiRouting.accounts).toBe('http://localhost:8083');
  });

  it('gives the b2c shape the b2clogin paths and an issuer carrying the tenant id', () => {
    const { identity } = localDeploymentConfig({ ports, shape: 'b2c', scheme: 'https' });
    expect(identity.kind).toBe('b2c');
    expect(authorityFor(identity, 'login')).toBe(
      'https://localhost:8082/portailb2c.onmicrosoft.com/B2C_1A_login/v2.0',
    );
    expect(metadataUrlFor(identity, 'signup')).toBe(
      'https://localhost:8082/portailb2c.onmicrosoft.com/B2C_1A_signup/v2.0/.well-known/openid-configuration',
    );
    expect(identity.issuer).toBe(`https://localhost:8082/${TENANT_ID}/v2.0/`);
  });

  it('gives the external-id shape no policy, discovery under the tenant id and an issuer on another host', () => {
    const { identity } = localDeploymentConfig({ ports, shape: 'external-id', host: '127.0.0.1' });
    expect(identity.kind).toBe('external-id');
    expect(identity.policies).toBeUndefined();
    expect(authorityFor(identity, 'login')).toBe('http://127.0.0.1:8082/');
    expect(metadataUrlFor(identity, 'reset')).toBe(
      `http://127.0.0.1:8082/${TENANT_ID}/v2.0/.well-known/openid-configuration`,
    );
    expect(identity.issuer).toBe(`http://${TENANT_ID}.localhost:8082/${TENANT_ID}/v2.0`);
    expect(new URL(identity.issuer).host).not.toBe(new URL(identity.authority).host);
  });
});

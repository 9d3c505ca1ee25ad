import { describe, expect, it } from 'vitest';
import type { Environment, IdentityClientOptions } from './config.ts';
import { environments, resolveConfig, tierFor } from './config.ts';
import { testIdentity } from './testing/token-minter.ts';

const identity = testIdentity('https://connexion.test');

const ORIGIN = 'https://portail.test';

function configError(options: Partial<IdentityClientOptions>): unknown {
  try {
    resolveConfig({ clientId: 'portail-web', identity, ...options } as IdentityClientOptions, ORIGIN);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('client configuration', () => {
  it.each([
    ['a missing client id', { clientId: undefined }, 'clientId'],
    ['a blank client id', { clientId: '   ' }, 'clientId'],
    ['a negative msToRefresh', { msToRefresh: -1 }, 'msToRefresh'],
    ['a negative clockTolerance', { clockTolerance: -1 }, 'clockTolerance'],
    ['an unknown response mode', { responseMode: 'form_post' }, 'responseMode'],
    ['an unknown environment', { environment: 'qa9' }, 'environment'],
    ['an unknown policy', { policies: { login: 'nope' } }, 'policies.login'],
    ['missing identity settings', { identity: undefined }, 'identity'],
    ['an unknown identity kind', { identity: { ...identity, kind: 'azure' } }, 'identity'],
    ['a b2c tenant without policy names', { identity: { ...identity, policies: undefined } }, 'identity'],
  ])('refuses %s at creation', (_case, options, field) => {
    expect(configError(options as Partial<IdentityClientOptions>)).toMatchObject({
      code: 'invalid_configuration',
      field,
    });
  });

  it('fills the defaults of SPEC.md §9', () => {
    const config = resolveConfig({ clientId: 'portail-web', identity }, ORIGIN);
    expect(config).toMatchObject({
      msToRefresh: 600000,
      clockTolerance: 60,
      responseMode: 'fragment',
      locale: 'fr',
      environment: 'prod',
      legacyDomain: false,
      redirectUri: `${ORIGIN}/callback`,
      renewalRedirectUri: `${ORIGIN}/callback`,
      loginPolicy: 'login',
      signupPolicy: 'signup',
    });
  });

  it('accepts zero for msToRefresh and clockTolerance', () => {
    expect(
      resolveConfig({ clientId: 'c', identity, msToRefresh: 0, clockTolerance: 0 }, ORIGIN),
    ).toMatchObject({
      msToRefresh: 0,
      clockTolerance: 0,
    });
  });

  const expectedTiers: Record<Environment, 'production' | 'integration'> = {
    dev: 'integration',
    dev1: 'integration',
    dev2: 'integration',
    aq: 'integration',
    aq1: 'integration',
    aq2: 'integration',
    aq3: 'integration',
    int: 'integration',
    int1: 'integration',
    staging: 'production',
    beta: 'integration',
    prod: 'production',
  };
  it.each(environments.map((environment) => [environment, expectedTiers[environment]]))(
    'maps environment %s to the %s identity settings',
    (environment, tier) => {
      expect(tierFor(environment)).toBe(tier);
      expect(resolveConfig({ clientId: 'c', environment, identity }, ORIGIN).tier).toBe(tier);
    },
  );

  it('expects the issuer of the configuration, never one derived from the authority', () => {
    const externalId = testIdentity('https://connexion.test', 'external-id');
    const config = resolveConfig({ clientId: 'c', identity: externalId }, ORIGIN);
    expect(config.issuer).toBe(externalId.issuer);
    expect(new URL(config.issuer).host).not.toBe('connexion.test');
  });
});

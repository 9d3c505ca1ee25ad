import { describe, expect, it } from 'vitest';
import type { Environment, IdentityClientOptions } from './config.ts';
import { environments, resolveConfig, tierFor } from './config.ts';

const ORIGIN = 'https://portail.test';

function configError(options: Partial<IdentityClientOptions>): unknown {
  try {
    resolveConfig({ clientId: 'portail-web', ...options } as IdentityClientOptions, ORIGIN);
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
    [
      'an identity origin that is not http(s)',
      { identityOrigins: { production: 'ftp://idp' } },
      'identityOrigins',
    ],
  ])('refuses %s at creation', (_case, options, field) => {
    expect(configError(options as Partial<IdentityClientOptions>)).toMatchObject({
      code: 'invalid_configuration',
      field,
    });
  });

  it('fills the defaults of SPEC.md §9', () => {
    const config = resolveConfig({ clientId: 'portail-web' }, ORIGIN);
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
    expect(resolveConfig({ clientId: 'c', msToRefresh: 0, clockTolerance: 0 }, ORIGIN)).toMatchObject({
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
      const config = resolveConfig(
        {
          clientId: 'c',
          environment,
          identityOrigins: { production: 'https://login.prod.test', integration: 'https://login.int.test' },
        },
        ORIGIN,
      );
      const origin = tier === 'production' ? 'https://login.prod.test' : 'https://login.int.test';
      expect(config.issuer).toBe(`${origin}/portailb2c/v2.0/`);
    },
  );
});

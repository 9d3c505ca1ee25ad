import type { FastifyRequest } from 'fastify';

/** The environment variable that turns the sign-in page's embedded password reset off (value `0`). */
export const EMBEDDED_RESET_ENV = 'PORTAIL_IDP_EMBEDDED_RESET';

/**
 * With test hooks on, this cookie on the provider's origin (`0` or `1`) overrides the setting for one
 * browser, so that an end-to-end test can sign in as a flow without embedded reset while other tests
 * share the same provider.
 */
export const EMBEDDED_RESET_TEST_COOKIE = 'portail_test_embedded_reset';

const testCookie = new RegExp(`(?:^|;\\s*)${EMBEDDED_RESET_TEST_COOKIE}=([01])(?:;|$)`);

export function embeddedResetFromEnv(env: NodeJS.ProcessEnv): boolean {
  return env[EMBEDDED_RESET_ENV] !== '0';
}

/**
 * Whether « Mot de passe oublié? » on the sign-in page runs the reset in the same request (the default)
 * or answers the application AADB2C90118, as a B2C sign-in user flow without self-service password reset
 * does (https://learn.microsoft.com/en-us/azure/active-directory-b2c/add-password-reset-policy).
 */
export function embeddedResetFor(setting: boolean, testHooks: boolean) {
  return (request: FastifyRequest): boolean => {
    if (!testHooks) return setting;
    const cookie = testCookie.exec(request.headers.cookie ?? '');
    return cookie ? cookie[1] === '1' : setting;
  };
}

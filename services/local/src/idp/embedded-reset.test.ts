import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { embeddedResetFor, embeddedResetFromEnv } from './embedded-reset.ts';

const withCookie = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as FastifyRequest;

describe('the embedded reset setting', () => {
  it('is on unless PORTAIL_IDP_EMBEDDED_RESET is 0', () => {
    expect(embeddedResetFromEnv({})).toBe(true);
    expect(embeddedResetFromEnv({ PORTAIL_IDP_EMBEDDED_RESET: '1' })).toBe(true);
    expect(embeddedResetFromEnv({ PORTAIL_IDP_EMBEDDED_RESET: '0' })).toBe(false);
  });

  it('lets the test cookie override it for one browser, only with test hooks on', () => {
    const cookie = 'a=b; portail_test_embedded_reset=0';
    expect(embeddedResetFor(true, true)(withCookie(cookie))).toBe(false);
    expect(embeddedResetFor(false, true)(withCookie('portail_test_embedded_reset=1'))).toBe(true);
    expect(embeddedResetFor(true, true)(withCookie())).toBe(true);
    expect(embeddedResetFor(true, false)(withCookie(cookie))).toBe(true);
    expect(embeddedResetFor(false, false)(withCookie('portail_test_embedded_reset=1'))).toBe(false);
  });
});

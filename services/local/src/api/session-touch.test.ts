import { describe, expect, it } from 'vitest';
import type { TokenVerifier } from './bearer.ts';
import { touchSessionsOnUse } from './session-touch.ts';

/** A verifier that accepts any token and reads its claims from the token text (JSON). */
const acceptAll: TokenVerifier = {
  verify: async (token) => ({ rcid: 'membre', scopes: new Set(['account.info']), claims: JSON.parse(token) }),
};

describe('an accepted access token', () => {
  it('marks its provider session as used by its member, and a token without a session marks none', async () => {
    const touched: string[][] = [];
    const verifier = touchSessionsOnUse(acceptAll, {
      touchBySid: (rcId, sid) => void touched.push([rcId, sid]),
    });
    await expect(verifier.verify('{"sid":"sid-1"}', 'account.info')).resolves.toMatchObject({
      rcid: 'membre',
    });
    await verifier.verify('{"sid":""}', 'account.info');
    await verifier.verify('{}', 'account.info');
    expect(touched).toEqual([['membre', 'sid-1']]);
  });
});

import { describe, expect, it } from 'vitest';
import type { TokenVerifier } from './bearer.ts';
import { refuseEndedSessions } from './ended-session-check.ts';
import { UnauthorizedError } from './errors.ts';

/** A verifier that accepts any token and reads its claims from the token text (JSON). */
const acceptAll: TokenVerifier = {
  verify: async (token) => ({ rcid: 'membre', scopes: new Set(['account.info']), claims: JSON.parse(token) }),
};
const ended = new Set(['sid-termine']);
const verifier = refuseEndedSessions(acceptAll, { isEnded: (sid) => ended.has(sid) });

describe('access tokens of a provider session ended by a sign-out', () => {
  it('are refused with a 401', async () => {
    await expect(
      verifier.verify(JSON.stringify({ sid: 'sid-termine' }), 'account.info'),
    ).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('of a session still alive, or without a sid, are accepted', async () => {
    await expect(
      verifier.verify(JSON.stringify({ sid: 'sid-vivant' }), 'account.info'),
    ).resolves.toMatchObject({
      rcid: 'membre',
    });
    await expect(verifier.verify(JSON.stringify({}), 'account.info')).resolves.toMatchObject({
      rcid: 'membre',
    });
  });

  it('are checked only after the token itself is valid', async () => {
    const refusing: TokenVerifier = { verify: () => Promise.reject(new UnauthorizedError()) };
    const checked: string[] = [];
    const wrapped = refuseEndedSessions(refusing, { isEnded: (sid) => (checked.push(sid), false) });
    await expect(wrapped.verify('{"sid":"x"}', 'account.info')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(checked).toEqual([]);
  });
});

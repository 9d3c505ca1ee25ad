import { describe, expect, it, vi } from 'vitest';
import { isMemberCenterReturn } from './member-center-address.ts';
import {
  classifyCallback,
  MEMBER_CENTER_RETURN_STATE,
  memberCenterReturnOf,
  readMemberCenterReturn,
} from './member-center-return.ts';

function fakeWindow(href: string) {
  const url = new URL(href);
  const replaceState = vi.fn();
  return {
    win: { location: { href: url.href }, history: { replaceState } } as unknown as Window,
    replaceState,
  };
}

describe('the return to /callback/membercenter', () => {
  it.each([
    [{ pathname: '/callback/membercenter', hash: '#id_token=x&state=abc', search: '' }, true],
    [{ pathname: '/callback/membercenter', hash: '', search: '?error=access_denied' }, true],
    [{ pathname: '/callback/membercenter', hash: '', search: '' }, false],
    [{ pathname: '/callback', hash: '#state=abc', search: '' }, false],
  ])('recognises a provider answer at %j: %s', (location, expected) => {
    expect(isMemberCenterReturn(location)).toBe(expected);
  });

  it.each([
    [{ ok: false, error: { code: 'no_login_after_email_validation' }, state: {} }, 'emailValidation'],
    [{ ok: false, error: { code: 'no_login_after_password_reset' }, state: {} }, 'passwordChange'],
    [{ ok: false, error: { code: 'provider_error' }, state: {} }, 'failed'],
    [{ ok: true }, 'unknown'],
    [null, 'unknown'],
  ] as const)('reads the state-carrying error of packages/identity: %j → %s', (result, expected) => {
    expect(classifyCallback(result)).toBe(expected);
  });

  it('removes the answer from the address and leaves the outcome in the history state', async () => {
    const { win, replaceState } = fakeWindow(
      'http://localhost:8081/callback/membercenter?fromApp=ohdio#id_token=secret&state=abc',
    );
    const outcome = await readMemberCenterReturn(
      {
        handleCallback: async () => ({
          ok: false,
          error: { code: 'no_login_after_email_validation' },
          state: {},
        }),
      },
      win,
    );
    expect(outcome).toBe('emailValidation');
    expect(replaceState).toHaveBeenCalledWith(
      { [MEMBER_CENTER_RETURN_STATE]: 'emailValidation' },
      '',
      '/callback/membercenter?fromApp=ohdio',
    );
  });

  it('does not ask the sign-in client about an answer without state, and still cleans the address', async () => {
    const handleCallback = vi.fn();
    const { win, replaceState } = fakeWindow(
      'http://localhost:8081/callback/membercenter#error=invalid_request&error_description=nonce',
    );
    expect(await readMemberCenterReturn({ handleCallback }, win)).toBe('failed');
    expect(handleCallback).not.toHaveBeenCalled();
    expect(replaceState).toHaveBeenCalledWith(
      { [MEMBER_CENTER_RETURN_STATE]: 'failed' },
      '',
      '/callback/membercenter',
    );
    const tokenOnly = fakeWindow('http://localhost:8081/callback/membercenter#id_token=x');
    expect(await readMemberCenterReturn({ handleCallback }, tokenOnly.win)).toBe('unknown');
  });

  it('says « failed » when the sign-in client throws', async () => {
    const { win } = fakeWindow('http://localhost:8081/callback/membercenter?error=x&state=y');
    const outcome = await readMemberCenterReturn(
      {
        handleCallback: async () => {
          throw new Error('boom');
        },
      },
      win,
    );
    expect(outcome).toBe('failed');
  });

  it('reads only known outcomes back from the history state', () => {
    expect(memberCenterReturnOf({ [MEMBER_CENTER_RETURN_STATE]: 'passwordChange' })).toBe('passwordChange');
    expect(memberCenterReturnOf({ [MEMBER_CENTER_RETURN_STATE]: '<script>' })).toBe('unknown');
    expect(memberCenterReturnOf(null)).toBe('unknown');
  });
});

/**
 * What the provider's password-change or email-validation flow said when it came back to
 * /callback/membercenter. packages/identity refuses to sign in there and rejects with a
 * state-carrying error (« No login following an email validation » / « … a password reset »),
 * whose code tells which flow it was.
 */
export type MemberCenterReturn = 'emailValidation' | 'passwordChange' | 'failed' | 'unknown';

/** The history-state key under which the outcome waits for the page (it survives a reload). */
export const MEMBER_CENTER_RETURN_STATE = 'portailMemberCenterReturn';

const identityCodes = {
  emailValidation: 'no_login_after_email_validation',
  passwordReset: 'no_login_after_password_reset',
} as const;

/** The part of packages/identity's wrapper that this needs (tests give a fake). */
export interface CallbackHandler {
  handleCallback(
    answerHref?: string,
  ): Promise<
    | { ok: true }
    | { ok: false; retrying: true }
    | { ok: false; error: { code: string }; state: unknown }
    | null
  >;
}

export function classifyCallback(
  result: Awaited<ReturnType<CallbackHandler['handleCallback']>>,
): MemberCenterReturn {
  if (result === null || result.ok) return 'unknown';
  if ('retrying' in result) return 'unknown';
  if (result.error.code === identityCodes.emailValidation) return 'emailValidation';
  if (result.error.code === identityCodes.passwordReset) return 'passwordChange';
  return 'failed';
}

/**
 * Reads the provider's answer at /callback/membercenter through the sign-in client, removes it from
 * the address (no token or state left in the URL) and leaves the outcome in the history state.
 * `answerHref`: the address as loaded, when main.tsx already took the answer out of it.
 */
export async function readMemberCenterReturn(
  handler: CallbackHandler,
  win: Window,
  answerHref?: string,
): Promise<MemberCenterReturn> {
  const loaded = new URL(answerHref ?? win.location.href);
  const answer = new URLSearchParams(`${loaded.hash.slice(1)}&${loaded.search.slice(1)}`);
  let outcome: MemberCenterReturn;
  if (!answer.has('state')) {
    // Not a flow that the sign-in client started (SPEC.md §4.7 dispatches on « state= »): nothing to
    // check against; only say whether the provider reported an error.
    outcome = answer.has('error') ? 'failed' : 'unknown';
  } else {
    try {
      outcome = classifyCallback(await handler.handleCallback(answerHref));
    } catch {
      outcome = 'failed';
    }
  }
  const url = new URL(win.location.href);
  url.hash = '';
  for (const name of ['state', 'error', 'error_description', 'id_token', 'access_token', 'code']) {
    url.searchParams.delete(name);
  }
  win.history.replaceState({ [MEMBER_CENTER_RETURN_STATE]: outcome }, '', `${url.pathname}${url.search}`);
  return outcome;
}

/** The outcome left in the history state, 'unknown' when there is none (a visit without an answer). */
export function memberCenterReturnOf(historyState: unknown): MemberCenterReturn {
  const value =
    typeof historyState === 'object' && historyState !== null
      ? (historyState as Record<string, unknown>)[MEMBER_CENTER_RETURN_STATE]
      : undefined;
  return value === 'emailValidation' || value === 'passwordChange' || value === 'failed' ? value : 'unknown';
}

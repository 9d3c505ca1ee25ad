/**
 * The one file that plugs the sign-in client (packages/identity) into Mon compte: an implicit
 * `id_token token` fragment response, French UI locale, the tenant's scopes, client id, paths and
 * issuer from the deployment configuration. It also handles the address the provider returns to
 * (`identity.paths.callback`).
 */
import { returnTarget, type RuntimeConfig } from '@portail/contracts';
import { identityWrapper, type IdentityUser, type IdentityWrapper } from '@portail/identity';
import { pageLeaving, type PageLeaving } from '@portail/ui';
import { isMemberCenterReturn } from './callback/member-center-address.ts';
import { isSameMember, type Session, type SignInUser } from './session/session.ts';
import { markSignedOut } from './session/signed-out-mark.ts';

/** What the page does once the provider's answer, if any, has been read. */
type SignInReturn =
  /** Inside an iframe or popup (renewal uses the static renewal page, identity.paths.renewal): render nothing. */
  | { kind: 'renewal-window' }
  /** The page is being sent back to the provider (AADB2C90088 retry with the expected policy). */
  | { kind: 'leaving' }
  /** The provider answered with an error (cancelled, refused…): say so, no automatic retry. */
  | { kind: 'failed' }
  /** Not a callback, or a callback handled: render the app at the current address. */
  | { kind: 'ready' };

export interface AccountSignIn {
  session: Session;
  /**
   * Reads a sign-in answer at `/callback` and puts the member's target address back. `answer` is
   * the address as loaded when main.tsx took a sign-in answer out of it (`sign-in-answer.ts`).
   */
  handleReturn(win: Window, answer?: string | null): Promise<SignInReturn>;
  /** Mon compte changed pages: a Safari renewal deferred until such a moment may redirect now. */
  pageChanged(): void;
}

function toSignInUser(user: IdentityUser): SignInUser {
  return {
    rcId: user.rcId ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    name: user.name ?? '',
    isEmailVerified: user.isEmailVerified,
    email: user.email ?? '',
    identityProviderUserId: user.identityProviderUserId ?? '',
    token: user.token,
    lrToken: user.lrToken,
    connected: true,
    employeeId: user.employeeId,
    ldapUsername: user.ldapUsername,
  };
}

function inChildWindow(win: Window): boolean {
  return win.parent !== win || Boolean(win.opener);
}

export function createAccountSignIn(
  config: RuntimeConfig,
  wrapper: IdentityWrapper = identityWrapper({
    clientId: config.deployment.identity.clientIds.account,
    identity: config.deployment.identity,
    redirectUri: `${config.accountOrigin}${config.deployment.identity.paths.callback}`,
    renewalRedirectUri: `${config.accountOrigin}${config.deployment.identity.paths.renewal}`,
    development: import.meta.env.DEV,
  }),
  page: Pick<PageLeaving, 'leaveBy'> = pageLeaving,
): AccountSignIn {
  // The member of the stored tokens, read (its identity token decoded) once per change of the
  // tokens: a sign-in, a renewal or a sign-out, in this tab or another (the wrapper's onChange,
  // which also covers renewed tokens of another member, refused and signed out). Every request of
  // the page compares the member on screen with this one, not with a token decoded again.
  let current: Promise<SignInUser | null> | null = null;
  const tokensUser = () =>
    (current ??= wrapper.getUser().then(
      (user) => (user ? toSignInUser(user) : null),
      (error: unknown) => {
        current = null;
        throw error;
      },
    ));
  wrapper.onChange(() => {
    current = null;
  });
  const session: Session = {
    getUser: tokensUser,
    async getAccessToken(expected) {
      const user = await tokensUser();
      if (!user) return null;
      if (expected && !isSameMember(user, expected)) return null;
      return user.token;
    },
    // Redirects to the provider: the page is being left from the call on (chunk loads that the
    // browser cancels then reload nothing: @portail/ui's page-leaving.ts). A sign-in whose code
    // could not load rejects, for the screen to say so.
    login: (redirect) => page.leaveBy(() => wrapper.login({ redirect })),
    logout() {
      void page.leaveBy(() => wrapper.logout(`${config.accountOrigin}/`));
    },
    async memberCenterFlowUrl(flow) {
      await wrapper.init();
      return wrapper.client.createAuthorizeUrl({
        policy: flow,
        flow: 'implicit',
        redirectUri: `${config.accountOrigin}${config.deployment.identity.paths.memberCenterCallback}`,
        redirect: '/',
      });
    },
    onChange: (listener) => wrapper.onChange(listener),
  };
  // Renewed tokens of another member were refused and every tab signed out: the page that loads
  // next shows the signed-out screen, not a sign-in that the provider's session would complete as
  // that other member.
  wrapper.client.on('signed-out', ({ reason }) => {
    if (reason === 'member-changed') markSignedOut('user');
  });

  return {
    session,
    pageChanged: () => wrapper.renewDeferredAtPageChange(),
    async handleReturn(win, answer = null) {
      if (answer !== null && isMemberCenterReturn(new URL(answer))) {
        // Back from the provider's email-validation or password-change flow (no sign-in there);
        // the code that reads it loads only then.
        const { readMemberCenterReturn } = await import('./callback/member-center-return.ts');
        await readMemberCenterReturn(wrapper, win, answer);
        return { kind: 'ready' };
      }
      if (win.location.pathname !== config.deployment.identity.paths.callback) return { kind: 'ready' };
      if (inChildWindow(win)) return { kind: 'renewal-window' };
      const result = answer === null ? null : await wrapper.handleCallback(answer);
      if (result && 'retrying' in result) return { kind: 'leaving' };
      const target = returnTarget(result?.state?.redirect, win.location.origin);
      win.history.replaceState(null, '', target);
      return result && !result.ok ? { kind: 'failed' } : { kind: 'ready' };
    },
  };
}

/**
 * The screens of a member who is not (or no longer) there: signed out, sign-in required, profile
 * not loaded, account deleted. A chunk of its own, loaded when one of them shows (AccountApp): the
 * first paint is the page's loading screen (LoadingScreen.tsx), then the member's page.
 */
import { accountSessionMessages, messages, scheduledDeletionMessages } from '@portail/ui';
import { useStore } from '@portail/state';
import { PageHead } from '../head/PageHead.tsx';
import type { MemberState, MemberStore } from '../member/member-store.ts';
import { SignInUnavailable, useSignInPress } from './sign-in-press.tsx';

const text = { ...accountSessionMessages, signIn: messages.account.session.signIn };

function Head() {
  return (
    <PageHead
      meta={null}
      fallbackTitle={messages.account.title}
      fallbackDescription={messages.account.intro}
    />
  );
}

const redirectFailed = (state: MemberState) => state.status === 'loginRedirect' && state.failed === true;

/**
 * Before the login redirect: « Redirection… », or, when the redirect could not open the provider's
 * page (the member store says so), the failure; its button tries again.
 */
export function SignInRequiredScreen({
  onSignIn,
  member,
}: {
  onSignIn: () => Promise<void>;
  member: MemberStore;
}) {
  const automaticFailed = useStore(member, redirectFailed);
  const { failed, press } = useSignInPress(onSignIn, automaticFailed);
  return (
    <>
      <Head />
      <h1>{text.requiredTitle}</h1>
      <p className="account-lead">{text.requiredText}</p>
      {failed ? <SignInUnavailable /> : <p role="status">{text.redirecting}</p>}
      <button type="button" className="button button-primary" onClick={press}>
        {text.signIn}
      </button>
    </>
  );
}

/** After a 401 or a ban: signed out, no automatic login redirect. */
export function SignedOutScreen({ onSignIn }: { onSignIn: () => Promise<void> }) {
  const { failed, press } = useSignInPress(onSignIn);
  return (
    <>
      <Head />
      <h1>{text.signedOutTitle}</h1>
      <p className="account-lead">{text.signedOutText}</p>
      {failed ? <SignInUnavailable /> : null}
      <button type="button" className="button button-primary" onClick={press}>
        {text.signIn}
      </button>
    </>
  );
}

export function LoadErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <Head />
      <h1>{messages.account.heading}</h1>
      <p role="alert">{text.loadError}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {text.retry}
      </button>
    </>
  );
}

export function AccountDeletedScreen() {
  return (
    <>
      <Head />
      <h1>{scheduledDeletionMessages.title}</h1>
      <p className="account-lead">{scheduledDeletionMessages.deleted}</p>
    </>
  );
}

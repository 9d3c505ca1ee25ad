/**
 * The screens of a member who is not (or no longer) there: signed out, sign-in required, profile
 * not loaded, account deleted. A chunk of its own, loaded when one of them shows (AccountApp): the
 * first paint is the page's loading screen (LoadingScreen.tsx), then the member's page.
 */
import { accountSessionMessages, messages, scheduledDeletionMessages } from '@portail/ui';
import { PageHead } from '../head/PageHead.tsx';

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

/** Before the login redirect, or when no sign-in client is available (a link to the provider). */
export function SignInRequiredScreen({
  signInHref,
  onSignIn,
}: {
  signInHref?: string;
  onSignIn?: () => void;
}) {
  return (
    <>
      <Head />
      <h1>{text.requiredTitle}</h1>
      <p className="account-lead">{text.requiredText}</p>
      {signInHref ? (
        <a className="button button-primary" href={signInHref}>
          {text.signIn}
        </a>
      ) : null}
      {onSignIn ? (
        <>
          <p role="status">{text.redirecting}</p>
          <button type="button" className="button button-primary" onClick={onSignIn}>
            {text.signIn}
          </button>
        </>
      ) : null}
    </>
  );
}

/** After a 401 or a ban: signed out, no automatic login redirect. */
export function SignedOutScreen({ onSignIn }: { onSignIn: () => void }) {
  return (
    <>
      <Head />
      <h1>{text.signedOutTitle}</h1>
      <p className="account-lead">{text.signedOutText}</p>
      <button type="button" className="button button-primary" onClick={onSignIn}>
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

import { accountSignInFailedMessages, messages } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { AccountLayout } from '../AccountLayout.tsx';
import { PageHead } from '../head/PageHead.tsx';
import { SignInUnavailable, useSignInPress } from './sign-in-press.tsx';

const text = { ...accountSignInFailedMessages, signIn: messages.account.session.signIn };

/**
 * The provider answered the sign-in with an error (cancelled, refused, invalid answer). No
 * automatic new attempt: that would loop on a member who cancelled; a button tries again.
 */
export function SignInFailed({
  config,
  onSignIn,
  path = window.location.pathname,
}: {
  config: PortailConfig;
  onSignIn: () => Promise<void>;
  path?: string;
}) {
  const { failed, press } = useSignInPress(onSignIn);
  return (
    <AccountLayout config={config} currentPath={path}>
      <PageHead
        meta={null}
        fallbackTitle={messages.account.title}
        fallbackDescription={messages.account.intro}
      />
      <h1>{text.title}</h1>
      <p className="account-lead" role="alert">
        {text.text}
      </p>
      {failed ? <SignInUnavailable /> : null}
      <button type="button" className="button button-primary" onClick={press}>
        {text.signIn}
      </button>
    </AccountLayout>
  );
}

import { useEffect, useRef } from 'react';
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
  focusHeading = false,
}: {
  config: PortailConfig;
  onSignIn: () => Promise<void>;
  path?: string;
  /** In place of a focused screen (the error screen's « Réessayer »): the focus goes to the heading. */
  focusHeading?: boolean;
}) {
  const { failed, press } = useSignInPress(onSignIn);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <AccountLayout config={config} currentPath={path}>
      <PageHead
        meta={null}
        fallbackTitle={messages.account.title}
        fallbackDescription={messages.account.intro}
      />
      <h1 ref={heading} tabIndex={-1}>
        {text.title}
      </h1>
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

import { useEffect, useRef, useState } from 'react';
import { useStore } from '@portail/state';
import { accountReturnMessages, formatMessage, messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { toMemberProfile } from '../member/member-profile.ts';
import { connectedProfile } from '../member/member-store.ts';
import { withKeptQuery } from '../router/kept-query.ts';
import { MemberCenterCallbackSkeleton } from './MemberCenterCallbackSkeleton.tsx';
import { memberCenterReturnOf, type MemberCenterReturn } from './member-center-return.ts';
import { returnHeadingOf } from './return-heading.ts';

const text = accountReturnMessages;

/**
 * "/callback/membercenter": back from the provider's email-validation or password-change flow. The
 * result is confirmed in French; after an email validation the member's state is read again from
 * the profile service, so that « email verified » shows everywhere in Mon compte.
 */
export function MemberCenterCallbackPage({
  outcome = memberCenterReturnOf(window.history.state),
}: {
  outcome?: MemberCenterReturn;
}) {
  const { api, member, router } = useAccount();
  // What it shows of the member on screen (the member store's; the page shows for a connected one).
  const profile = useStore(member, connectedProfile);
  const verified = profile?.isEmailVerified === true;
  const [checking, setChecking] = useState(outcome === 'emailValidation' && !verified);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refreshed = useRef(false);

  useEffect(() => {
    if (outcome !== 'emailValidation' || verified || refreshed.current) return;
    refreshed.current = true;
    api
      .getProfile()
      .then((apiProfile) => {
        const state = member.getState();
        if (state.status !== 'connected') return;
        member.dispatch({
          type: 'member/connected',
          user: { ...state.user, isEmailVerified: apiProfile.isEmailVerified === true },
          profile: toMemberProfile(apiProfile, state.user),
        });
      })
      .catch(() => undefined)
      .finally(() => setChecking(false));
  }, [api, member, outcome, verified]);

  useEffect(() => {
    headingRef.current?.focus();
  }, [checking]);

  let title = returnHeadingOf(outcome) ?? messages.account.emailValidation.notVerified;
  let body: string = text.unknownText;
  let kind = 'notice-info';
  if (outcome === 'emailValidation' && profile?.isEmailVerified) {
    title = text.emailValidatedTitle;
    body = formatMessage(text.emailValidatedText, { email: profile.email });
    kind = 'notice-success';
  } else if (outcome === 'emailValidation') {
    body = text.emailNotYetValidated;
    kind = 'notice-warning';
  } else if (outcome === 'passwordChange') {
    body = `${messages.status.passwordChanged} ${text.passwordChangedText}`;
    kind = 'notice-success';
  } else if (outcome === 'failed') {
    body = text.failedText;
    kind = 'notice-error';
  }

  if (checking) return <MemberCenterCallbackSkeleton heading={null} />;
  return (
    <div className="member-center-return">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <div className={`notice ${kind}`} role={kind === 'notice-error' ? 'alert' : 'status'}>
        <p>{body}</p>
      </div>
      <p>
        <a className="button button-primary" href={withKeptQuery('/', router.location().search)}>
          {text.toProfile}
        </a>
      </p>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@portail/http/api-client';
import { useStore } from '@portail/state';
import { formatMessage, scheduledDeletionMessages, StatusType } from '@portail/ui';
import { useAccount } from '../context.ts';
import { connectedProfile } from '../member/member-store.ts';
import { memberTokenSource } from '../session/member-token.ts';
import { signOut } from '../session/signed-out-mark.ts';
import { createCancelDeletion } from './cancel-deletion-api.ts';

const text = scheduledDeletionMessages;
const dateFormat = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

/**
 * What a member whose deletion is scheduled sees on every page of Mon compte (issue 32 item 3): the
 * day the data go, « Annuler la suppression » (everything is restored: nothing was removed yet) and
 * « Se déconnecter ». Its heading takes the focus, so a screen reader starts there.
 */
export function ScheduledDeletionPage() {
  const { config, session, member, statusBar } = useAccount();
  // The member on screen (the shell shows this page while the member store's has a deletion scheduled).
  const profile = useStore(member, connectedProfile);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!profile) return null;
  const purgeAt = profile.scheduledDeletion?.purgeAt;

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await createCancelDeletion({
        apiOrigin: config.apiOrigin,
        apiRouting: config.deployment.apiRouting,
        getAccessToken: memberTokenSource(session, member),
      })();
      const { scheduledDeletion: _ended, ...restored } = profile;
      member.dispatch({ type: 'member/profileReplaced', profile: restored });
      statusBar.show({ statusText: text.cancelled, statusType: StatusType.success });
    } catch (caught) {
      setError((caught instanceof ApiError ? caught.serverMessage : undefined) ?? text.cancelFailed);
      setBusy(false);
    }
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="scheduled-deletion-heading">
        {text.title}
      </h1>
      {purgeAt ? (
        <p className="account-lead">
          {formatMessage(text.when, { date: dateFormat.format(new Date(purgeAt)) })}
        </p>
      ) : null}
      <p>{text.explain}</p>
      <div className="scheduled-deletion-actions">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={busy}
          onClick={() => void cancel()}
        >
          {busy ? text.cancelling : text.cancel}
        </button>
        <button type="button" className="button button-secondary" onClick={() => signOut(session, 'user')}>
          {text.signOut}
        </button>
      </div>
      <p role="alert" className="scheduled-deletion-error">
        {error}
      </p>
    </>
  );
}

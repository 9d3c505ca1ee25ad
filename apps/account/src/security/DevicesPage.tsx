import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemberSessionView } from '@portail/contracts';
import { accountSecurityMessages, formatMessage, messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { ListPlaceholder } from './SecuritySkeleton.tsx';
import type { SecurityApi } from './security-api.ts';
import { deviceKindLabel, deviceLabel, formatWhen } from './security-format.ts';
import { useSecurityApi } from './use-security-api.ts';

const text = accountSecurityMessages;
const nav = messages.accountSecurityNav;

type LoadState =
  { status: 'loading' } | { status: 'ready'; sessions: MemberSessionView[] } | { status: 'failed' };

function SessionItem({
  session,
  busy,
  onEnd,
}: {
  session: MemberSessionView;
  busy: boolean;
  onEnd: (session: MemberSessionView) => void;
}) {
  const name = deviceLabel(session.device);
  const headingId = `appareil-${session.id}`;
  return (
    <li className={session.current ? 'security-item security-item-current' : 'security-item'}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="security-item-title">
          <span className="security-kind">{deviceKindLabel(session.device)}</span> {name}
          {session.current ? (
            <>
              {' '}
              <span className="security-badge">{text.thisDevice}</span>
            </>
          ) : null}
        </h3>
        <dl className="security-dates">
          <div>
            <dt>{text.firstUsed}</dt>
            <dd>{formatWhen(session.firstUsedAt)}</dd>
          </div>
          <div>
            <dt>{text.lastUsed}</dt>
            <dd>{formatWhen(session.lastUsedAt)}</dd>
          </div>
        </dl>
        {session.current ? null : (
          <button
            type="button"
            className="button button-secondary"
            aria-label={formatMessage(text.endOneLabel, {
              device: name,
              date: formatWhen(session.lastUsedAt),
            })}
            aria-disabled={busy || undefined}
            onClick={() => onEnd(session)}
          >
            {text.endOne}
          </button>
        )}
      </article>
    </li>
  );
}

/**
 * /appareils, « Appareils et sessions » (issue 32 item 1): every live session of the member, this
 * one first and marked; each other one can be ended, or all of them at once. No place is shown,
 * and the page says why, above the list. After an ending, focus goes to the list's heading and the status bar says
 * what ended.
 */
export function DevicesPage({ api: given }: { api?: SecurityApi }) {
  const api = useSecurityApi(given);
  const { statusBar } = useAccount();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    api.listSessions().then(
      ({ sessions }) => current && setLoad({ status: 'ready', sessions }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  const end = async (action: () => Promise<{ ended: number }>, done: (ended: number) => string) => {
    if (busy) return;
    setBusy(true);
    statusBar.clear();
    try {
      const { ended } = await action();
      statusBar.success(done(ended));
    } catch {
      statusBar.error(text.actionError);
    } finally {
      setBusy(false);
      reload();
      listHeading.current?.focus();
    }
  };

  const sessions = load.status === 'ready' ? load.sessions : [];
  const others = sessions.filter((session) => !session.current);
  return (
    <>
      <h1>{nav.devices}</h1>
      <p className="account-lead">{text.devicesLead}</p>
      {/* Above the list (and in the loading screen too): the list's length, known only once the
          sessions arrive, then moves nothing the member already sees. */}
      <p className="notice">{text.placeNotice}</p>
      <section className="account-section" aria-labelledby="sessions-ouvertes" aria-busy={busy || undefined}>
        <h2 id="sessions-ouvertes" ref={listHeading} tabIndex={-1}>
          {text.sessionsHeading}
        </h2>
        {load.status === 'loading' ? (
          <div aria-busy="true">
            <p role="status" className="visually-hidden">
              {text.loadingDevices}
            </p>
            <ListPlaceholder items={2} lines={3} />
          </div>
        ) : null}
        {load.status === 'failed' ? (
          <div className="notice notice-error" role="alert">
            <p>{text.loadError}</p>
            <button type="button" className="button button-secondary" onClick={reload}>
              {text.retry}
            </button>
          </div>
        ) : null}
        {load.status === 'ready' ? (
          <>
            <ul className="security-list">
              {sessions.map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  busy={busy}
                  onEnd={(ended) =>
                    void end(
                      () => api.endSession(ended.id),
                      () => text.endedOne,
                    )
                  }
                />
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="security-empty">{text.onlyThis}</p>
            ) : (
              <div className="security-actions">
                <button
                  type="button"
                  className="button button-primary"
                  aria-disabled={busy || undefined}
                  onClick={() =>
                    void end(
                      () => api.endOtherSessions(),
                      (count) => (count === 0 ? text.noOthers : formatMessage(text.endedOthers, { count })),
                    )
                  }
                >
                  {busy ? text.ending : text.endOthers}
                </button>
                <p className="security-hint">{text.endedHint}</p>
              </div>
            )}
          </>
        ) : null}
      </section>
    </>
  );
}

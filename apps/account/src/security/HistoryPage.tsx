import { useEffect, useRef, useState } from 'react';
import type { SecurityEventView, SecurityHistoryPage } from '@portail/contracts';
import { accountSecurityMessages, formatMessage, messages } from '@portail/ui';
import { ListPlaceholder } from './SecuritySkeleton.tsx';
import type { SecurityApi } from './security-api.ts';
import { deviceLabel, formatWhen } from './security-format.ts';
import { useSecurityApi } from './use-security-api.ts';

const text = accountSecurityMessages;
const nav = messages.accountSecurityNav;

type LoadState =
  { status: 'loading' } | { status: 'ready'; page: SecurityHistoryPage } | { status: 'failed' };

function EventItem({ event }: { event: SecurityEventView }) {
  const failed = event.kind === 'sign-in-failed';
  return (
    <li className={failed ? 'security-item security-event-failed' : 'security-item'}>
      <h3 className="security-event-title">{text.eventKinds[event.kind]}</h3>
      <p className="security-when">
        <time dateTime={event.at}>{formatWhen(event.at)}</time>
      </p>
      {event.reason ? (
        <p className="security-reason">
          {formatMessage(text.failureReason, { reason: text.failureReasons[event.reason] })}
        </p>
      ) : null}
      {event.device ? <p className="security-device">{deviceLabel(event.device)}</p> : null}
    </li>
  );
}

/**
 * /historique, « Historique de connexion » (issue 32 item 2): the member's sign-ins and security
 * events of the last 90 days, newest first, a page at a time. Changing page moves focus to the
 * list's heading, which names the page.
 */
export function HistoryPage({ api: given }: { api?: SecurityApi }) {
  const api = useSecurityApi(given);
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    let current = true;
    api.history(pageNumber).then(
      (page) => current && setLoad({ status: 'ready', page }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, pageNumber, attempt]);

  useEffect(() => {
    if (load.status === 'ready' && moved.current) {
      moved.current = false;
      heading.current?.focus();
    }
  }, [load]);

  const goTo = (page: number) => {
    moved.current = true;
    setLoad({ status: 'loading' });
    setPageNumber(page);
  };
  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  const page = load.status === 'ready' ? load.page : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <>
      <h1>{nav.history}</h1>
      <p className="account-lead">{text.historyLead}</p>
      <section className="account-section" aria-labelledby="historique-evenements">
        <h2 id="historique-evenements" ref={heading} tabIndex={-1}>
          {text.historyHeading}
          {page && pages > 1 ? (
            <span className="visually-hidden">
              {' '}
              — {formatMessage(text.pageOf, { page: page.page, pages })}
            </span>
          ) : null}
        </h2>
        {load.status === 'loading' ? (
          <div aria-busy="true">
            <p role="status" className="visually-hidden">
              {text.loadingHistory}
            </p>
            <ListPlaceholder items={3} lines={2} />
          </div>
        ) : null}
        {load.status === 'failed' ? (
          <div className="notice notice-error" role="alert">
            <p>{text.historyLoadError}</p>
            <button type="button" className="button button-secondary" onClick={retry}>
              {text.retry}
            </button>
          </div>
        ) : null}
        {page ? (
          <>
            {page.events.length === 0 ? (
              <p className="security-empty">{text.historyEmpty}</p>
            ) : (
              <ol className="security-list">
                {page.events.map((event) => (
                  <EventItem key={event.id} event={event} />
                ))}
              </ol>
            )}
            {pages > 1 ? (
              <nav className="security-pages" aria-label={text.pagination}>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={page.page <= 1}
                  onClick={() => goTo(page.page - 1)}
                >
                  {text.previousPage}
                </button>
                <p>{formatMessage(text.pageOf, { page: page.page, pages })}</p>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={page.page >= pages}
                  onClick={() => goTo(page.page + 1)}
                >
                  {text.nextPage}
                </button>
              </nav>
            ) : null}
            <p className="security-hint">{text.historyRetention}</p>
          </>
        ) : null}
      </section>
    </>
  );
}

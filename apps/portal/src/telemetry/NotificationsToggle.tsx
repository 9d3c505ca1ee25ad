import { useId, useState } from 'react';
import { notificationsMessages } from '@portail/ui';
import { useStore } from '@portail/state';
import type { PortalTelemetry } from './portal-telemetry.ts';

type Outcome = 'subscribed' | 'unsubscribed' | 'subscribeFailed' | 'unsubscribeFailed' | null;

/**
 * The « Sur le vif » alerts switch: subscribes or unsubscribes this browser's push subscription
 * (SPEC.md §4.6). Its state is push.isActive; the outcome is announced in a polite live region.
 */
export function NotificationsToggle({
  telemetry,
}: {
  telemetry: Pick<PortalTelemetry, 'push' | 'workerStore' | 'pushSupported'>;
}) {
  const text = notificationsMessages;
  const id = useId();
  const isActive = useStore(telemetry.workerStore, (state) => state.push.isActive);
  const isOnline = useStore(telemetry.workerStore, (state) => state.isOnline);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const unavailable = !telemetry.pushSupported || !isOnline;

  const toggle = async () => {
    if (busy || unavailable) return;
    setBusy(true);
    setOutcome(null);
    if (isActive) {
      setOutcome((await telemetry.push.unsubscribe()) ? 'unsubscribed' : 'unsubscribeFailed');
    } else {
      setOutcome((await telemetry.push.subscribe()) ? 'subscribed' : 'subscribeFailed');
    }
    setBusy(false);
  };

  let status = '';
  if (!telemetry.pushSupported) status = text.unsupported;
  else if (!isOnline) status = text.offline;
  else if (busy) status = text.pending;
  else if (outcome) status = text[outcome];
  const failed = outcome === 'subscribeFailed' || outcome === 'unsubscribeFailed';

  return (
    <aside className="portal-notifications" aria-labelledby={`${id}-title`}>
      <div className="container portal-notifications-inner">
        <div>
          <h2 id={`${id}-title`} className="portal-notifications-title">
            {text.title}
          </h2>
          <p id={`${id}-description`} className="portal-notifications-description">
            {text.description}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          className="portal-switch"
          aria-checked={isActive}
          aria-describedby={`${id}-description`}
          aria-disabled={unavailable || busy}
          onClick={() => void toggle()}
        >
          <span className="portal-switch-label">{text.toggle}</span>
          <span className="portal-switch-track" aria-hidden="true">
            <span className="portal-switch-thumb" />
          </span>
          <span className="portal-switch-state" aria-hidden="true">
            {isActive ? text.on : text.off}
          </span>
        </button>
        <p
          role="status"
          className={failed ? 'portal-notifications-status is-error' : 'portal-notifications-status'}
        >
          {status}
        </p>
      </div>
    </aside>
  );
}

import { lazy, Suspense, useId, useState } from 'react';
import { messages } from '@portail/ui';
import type { ConsentGate } from '@portail/telemetry';
import './privacy-footer.css';

const PrivacyPanel = lazy(() =>
  import('./PrivacyPanel.tsx').then((module) => ({ default: module.PrivacyPanel })),
);

/**
 * The footer's « Vos choix de confidentialité » (issue 32 item 5): a disclosure button, in the first
 * screen (a few hundred bytes: the footer does not move when it arrives), whose panel loads on the
 * first press. Nothing optional is measured before a choice, so there is no banner to dismiss.
 */
export function PrivacyFooterControl({
  consent,
  accountOrigin,
}: {
  consent?: ConsentGate;
  accountOrigin: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="portal-privacy">
      <button
        type="button"
        className="portal-privacy-toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        {messages.privacyFooterButton}
      </button>
      <div id={`${id}-panel`} hidden={!open}>
        {open ? (
          <Suspense fallback={<p role="status">{messages.loading}</p>}>
            <PrivacyPanel
              consent={consent}
              accountOrigin={accountOrigin}
              titleId={`${id}-title`}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

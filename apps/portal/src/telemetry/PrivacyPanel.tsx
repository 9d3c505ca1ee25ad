import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sendsGlobalPrivacyControl, type PrivacyChoices } from '@portail/contracts';
import { createStore, useStore } from '@portail/state';
import type { MemberSession } from '@portail/member';
import { formatMessage, privacyMessages } from '@portail/ui';
import type { ConsentGate } from '@portail/telemetry';
import { usePortalMember } from '../member/member-context.ts';
import { readVisitorPrivacy, saveVisitorPrivacy } from './privacy-consent.ts';

const text = privacyMessages;
/** Where the shell runs without member services (tests): always a visitor. */
const visitorOnly: MemberSession['store'] = createStore((state) => state, {
  phase: 'notConnected',
} as ReturnType<MemberSession['store']['getState']>);

function onOff(value: boolean): string {
  return value ? text.on : text.off;
}

/**
 * The footer's privacy panel. A visitor chooses here, and the choice is kept in this browser; a
 * signed-in member's choice follows their account, so the panel shows it and links to Mon compte's
 * « Confidentialité », where it is changed and its history kept.
 */
export function PrivacyPanel({
  consent,
  accountOrigin,
  titleId,
  onClose,
}: {
  consent: ConsentGate | undefined;
  accountOrigin: string;
  titleId: string;
  onClose: () => void;
}) {
  const id = useId();
  const member = usePortalMember();
  const phase = useStore(member?.session.store ?? visitorOnly, (state) => state.phase);
  const stored = readVisitorPrivacy(window);
  const [choices, setChoices] = useState<PrivacyChoices>({
    analytics: stored?.analytics ?? false,
    performance: stored?.performance ?? false,
  });
  const [status, setStatus] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const gpc = sendsGlobalPrivacyControl(window.navigator);

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveVisitorPrivacy(window, choices);
    setStatus(text.savedVisitor);
  };

  return (
    <section className="portal-privacy-panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1}>
        {text.footerTitle}
      </h2>
      {phase === 'connected' ? (
        <>
          <p>{text.footerMember}</p>
          <p>
            {formatMessage(text.footerState, {
              analytics: onOff(consent?.decision('analytics') === 'allowed'),
              performance: onOff(consent?.decision('performance') === 'allowed'),
            })}
          </p>
          <p>
            <a href={`${accountOrigin}/confidentialite`}>{text.footerMemberLink}</a>
          </p>
        </>
      ) : (
        <form onSubmit={save} noValidate>
          <p>{text.footerVisitor}</p>
          {gpc ? <p className="portal-privacy-gpc">{text.gpcDetected}</p> : null}
          <fieldset>
            <legend>{text.choicesHeading}</legend>
            <div className="portal-privacy-choice">
              <input
                type="checkbox"
                id={`${id}-analytics`}
                checked={choices.analytics}
                aria-describedby={`${id}-analytics-help`}
                onChange={(event) => setChoices({ ...choices, analytics: event.target.checked })}
              />
              <label htmlFor={`${id}-analytics`}>{text.analyticsLabel}</label>
              <p id={`${id}-analytics-help`}>{text.analyticsHelp}</p>
            </div>
            <div className="portal-privacy-choice">
              <input
                type="checkbox"
                id={`${id}-performance`}
                checked={choices.performance}
                aria-describedby={`${id}-performance-help`}
                onChange={(event) => setChoices({ ...choices, performance: event.target.checked })}
              />
              <label htmlFor={`${id}-performance`}>{text.performanceLabel}</label>
              <p id={`${id}-performance-help`}>{text.performanceHelp}</p>
            </div>
          </fieldset>
          <p className="portal-privacy-required">
            {text.requiredIntro} {text.requiredItems.join(' ')}
          </p>
          <div className="portal-privacy-actions">
            <button type="submit" className="button button-primary">
              {text.save}
            </button>
            <button type="button" className="button button-secondary" onClick={onClose}>
              {text.footerClose}
            </button>
          </div>
          <p role="status" className="portal-privacy-status">
            {status}
          </p>
        </form>
      )}
    </section>
  );
}

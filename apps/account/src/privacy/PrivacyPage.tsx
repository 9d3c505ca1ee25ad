import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { sendsGlobalPrivacyControl, type PrivacyChoices, type PrivacyState } from '@portail/contracts';
import { ApiError } from '@portail/http/api-client';
import { privacyMessages } from '@portail/ui';
import { rememberPrivacyChoices } from '../analytics/analytics-consent.ts';
import { useAccount } from '../context.ts';
import { memberTokenSource } from '../session/member-token.ts';
import { createPrivacyApi, type PrivacyApi } from './privacy-api.ts';
import { PrivacyHistory } from './PrivacyHistory.tsx';
import { PrivacyRequired } from './PrivacyRequired.tsx';
import { PrivacySkeletonSections } from './PrivacySkeleton.tsx';
import './privacy.css';

const text = privacyMessages;

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; state: PrivacyState };
type Save =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

/** One optional measure: its checkbox, what it measures, and its state in words. */
function Choice({
  id,
  label,
  help,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="privacy-choice">
      <input
        type="checkbox"
        id={id}
        className="privacy-checkbox"
        checked={checked}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="privacy-choice-label">
        {label}
        <span className="privacy-choice-state" aria-hidden="true">
          {checked ? text.on : text.off}
        </span>
      </label>
      <p id={`${id}-help`} className="privacy-choice-help">
        {help}
      </p>
    </div>
  );
}

/**
 * « Confidentialité » (issue 32 item 5): the member chooses page analytics and performance measures
 * (off until chosen), sees what is always sent to run the service, and reads every change of their
 * choice with its date. The choice is the member APIs', so it follows the member on every device.
 */
export function PrivacyPage() {
  const { config, session, member } = useAccount();
  const api: PrivacyApi = useMemo(
    () =>
      createPrivacyApi({
        apiOrigin: config.apiOrigin,
        apiRouting: config.deployment.apiRouting,
        getAccessToken: memberTokenSource(session, member),
      }),
    [config, session, member],
  );
  const id = useId();
  const gpc = sendsGlobalPrivacyControl(typeof navigator === 'undefined' ? undefined : navigator);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [choices, setChoices] = useState<PrivacyChoices>({ analytics: false, performance: false });
  const [save, setSave] = useState<Save>({ status: 'idle' });

  const fetchState = () =>
    api.read().then(
      (state) => {
        setChoices(state.choices);
        setLoad({ status: 'ready', state });
      },
      () => setLoad({ status: 'failed' }),
    );
  // The first reading starts with the page (its state is already `loading`).
  useEffect(() => {
    void fetchState();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per API (the member on screen)
  }, [api]);
  const retry = () => {
    setLoad({ status: 'loading' });
    void fetchState();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'saving') return;
    setSave({ status: 'saving' });
    try {
      const state = await api.save({ ...choices, gpc });
      rememberPrivacyChoices(state.choices);
      setChoices(state.choices);
      setLoad({ status: 'ready', state });
      setSave({ status: 'saved' });
    } catch (error) {
      const server = error instanceof ApiError ? error.serverMessage : undefined;
      setSave({ status: 'failed', message: server ?? text.saveFailed });
    }
  };

  return (
    <>
      <h1>{text.title}</h1>
      <p className="account-lead">{text.lead}</p>
      {gpc ? <p className="privacy-gpc">{text.gpcDetected}</p> : null}
      {load.status === 'loading' ? (
        <div aria-busy="true">
          <PrivacySkeletonSections />
        </div>
      ) : null}
      {load.status === 'failed' ? (
        <div className="account-section">
          <p role="alert">{text.loadFailed}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {text.retry}
          </button>
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <>
          <section className="account-section" aria-labelledby={`${id}-choices`}>
            <h2 id={`${id}-choices`}>{text.choicesHeading}</h2>
            {load.state.chosen ? null : <p className="privacy-not-chosen">{text.notChosen}</p>}
            <form onSubmit={(event) => void submit(event)} noValidate>
              <fieldset className="privacy-fieldset">
                <legend className="visually-hidden">{text.choicesHeading}</legend>
                <Choice
                  id={`${id}-analytics`}
                  label={text.analyticsLabel}
                  help={text.analyticsHelp}
                  checked={choices.analytics}
                  onChange={(analytics) => setChoices({ ...choices, analytics })}
                />
                <Choice
                  id={`${id}-performance`}
                  label={text.performanceLabel}
                  help={text.performanceHelp}
                  checked={choices.performance}
                  onChange={(performance) => setChoices({ ...choices, performance })}
                />
              </fieldset>
              <button
                type="submit"
                className="button button-primary"
                aria-disabled={save.status === 'saving'}
              >
                {save.status === 'saving' ? text.saving : text.save}
              </button>
              <p
                role="status"
                className={save.status === 'failed' ? 'privacy-status is-error' : 'privacy-status'}
              >
                {save.status === 'saved' ? text.saved : save.status === 'failed' ? save.message : ''}
              </p>
            </form>
          </section>
          <PrivacyRequired />
          <PrivacyHistory history={load.state.history} />
        </>
      ) : null}
    </>
  );
}

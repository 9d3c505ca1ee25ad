import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useStore } from '@portail/state';
import { accountCompletionMessages, ErrorSummary, formatMessage, messages } from '@portail/ui';
import { ApiError } from '@portail/http/api-client';
import { useAccount } from '../context.ts';
import { summaryErrors, useSchemaForm } from '../forms/use-schema-form.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { connectedProfile } from '../member/member-store.ts';
import { ProfileFields, profileFieldIds } from '../profile/ProfileFields.tsx';
import { formValuesFromProfile } from '../profile/form-values.ts';
import type { ProfileFormValues } from '../profile/profile-schema.ts';
import { keptQuery, withKeptQuery } from '../router/kept-query.ts';
import {
  completionReducer,
  currentStep,
  initialCompletion,
  shouldSendValidationMail,
  stepFields,
  type CompletionStep,
} from './completion-steps.ts';
import { allowedReturnUrl } from './return-url.ts';

const text = accountCompletionMessages;

const fieldIds = profileFieldIds('completion');

/**
 * A step's save (the patch and Mon compte's one save) and what follows a saved step (its analytics
 * record, the validation mail's site key and provider address), loaded with the step's rules at the
 * first change or submit (the submit waits for those anyway): the wizard's first screen needs none.
 */
const loadStepSave = () =>
  Promise.all([
    import('../profile/profile-patch.ts'),
    import('../profile/save-profile.ts'),
    import('./step-followers.ts'),
  ]);

type StepSave = Awaited<ReturnType<typeof loadStepSave>>;

/** What a step's form hands over: the checked values of its own fields. */
export type StepValues = Partial<ProfileFormValues>;

/**
 * One step's form: the profile fields of that step, checked by the schema of their pick of the
 * profile rules (loaded at the first change or submit), then « Continuer ».
 */
function StepForm({
  step,
  profile,
  isFirst,
  onPrevious,
  onSubmitStep,
}: {
  step: CompletionStep;
  profile: MemberProfile;
  isFirst: boolean;
  onPrevious: () => void;
  onSubmitStep: (values: StepValues) => Promise<void>;
}) {
  const { now } = useAccount();
  const loadSchema = useCallback(
    () =>
      Promise.all([import('../profile/profile-schema.ts'), loadStepSave()]).then(
        ([{ createProfileSchema }]) => createProfileSchema(now, stepFields[step]),
      ),
    [step, now],
  );
  const form = useSchemaForm<ProfileFormValues, StepValues>({
    defaultValues: formValuesFromProfile(profile),
    loadSchema,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, invalidSubmits },
  } = form;

  return (
    <form
      className="completion-form"
      noValidate
      onSubmit={handleSubmit(onSubmitStep)}
      aria-busy={isSubmitting || undefined}
    >
      <ErrorSummary errors={summaryErrors(fieldIds, errors)} focusKey={invalidSubmits} />
      <ProfileFields fields={stepFields[step]} ids={fieldIds} errors={errors} register={register} />
      <div className="completion-actions">
        {isFirst ? null : (
          <button type="button" className="button button-secondary" onClick={onPrevious}>
            {text.previous}
          </button>
        )}
        <button type="submit" className="button button-primary" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? text.saving : text.next}
        </button>
      </div>
    </form>
  );
}

/** The steps as a list, the current one marked for assistive technology (aria-current="step"). */
function StepList({ steps, index }: { steps: readonly CompletionStep[]; index: number }) {
  const counted = steps.filter((step) => step !== 'DONE');
  return (
    <ol className="completion-steps" aria-label={accountCompletionMessages.heading}>
      {counted.map((step, position) => (
        <li
          key={step}
          className={
            position < index
              ? 'completion-step is-done'
              : position === index
                ? 'completion-step is-current'
                : 'completion-step'
          }
          aria-current={position === index ? 'step' : undefined}
        >
          <span className="completion-step-number" aria-hidden="true">
            {position + 1}
          </span>
          <span className="visually-hidden-on-phone">{text.stepTitles[step]}</span>
          {position < index ? <span className="visually-hidden">{` (${text.stepDone})`}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * "/completion": the missing-profile wizard of SPEC.md §4.7. Each step is saved by Mon compte's one
 * profile save (`profile/save-profile.ts`: only changed fields), then the next; a failure opens PROFILAGE_ERROR; the validation mail goes once,
 * when the next step is email validation; the end goes back to returnUrl (allowed origins only).
 */
export function CompletionWizard({ metric }: { metric: unknown }) {
  const { member } = useAccount();
  // The member on screen (the member store's): each saved step gives the next its saved profile.
  const profile = useStore(member, connectedProfile);
  return profile ? <Wizard profile={profile} metric={metric} /> : null;
}

function Wizard({ profile, metric }: { profile: MemberProfile; metric: unknown }) {
  const services = useAccount();
  const { api, config, lightbox, router, session } = services;
  const [state, dispatch] = useReducer(completionReducer, profile, initialCompletion);
  const [mailFailed, setMailFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = currentStep(state);
  const counted = state.steps.filter((item) => item !== 'DONE').length;
  const search = router.location().search;
  const returnTo = allowedReturnUrl(new URLSearchParams(search).get('returnUrl'), config);
  const first = useRef(true);
  // One b2CUrlPolicy for the wizard's validation mail: the sign-in client keeps only its 3 newest states.
  const flowUrl = useRef<Promise<string> | null>(null);
  const b2CUrlPolicy = ({ memberCenterB2CUrlPolicy }: StepSave[2]) => {
    flowUrl.current ??= memberCenterB2CUrlPolicy(session, config, 'emailValidation');
    return flowUrl.current;
  };

  useEffect(() => {
    // The new step's title takes focus, so that the member hears where they are.
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.index]);

  const sendValidationMailOnce = async ([, , followers]: StepSave) => {
    if (!shouldSendValidationMail(state)) return;
    dispatch({ type: 'completion/validationMailSent' });
    try {
      await api.sendValidationEmail({
        b2CUrlPolicy: await b2CUrlPolicy(followers),
        azpContext: followers.siteKeyFor(keptQuery(search).get('fromApp')),
      });
      setMailFailed(false);
    } catch {
      setMailFailed(true);
    }
  };

  const submitStep = async (values: StepValues) => {
    // Loaded with the rules that checked these values (StepForm): here at once.
    const loaded = await loadStepSave();
    const [{ buildProfilePatch, isEmptyPatch }, { saveProfile }, { pushAccountAnalytics }] = loaded;
    const patch = buildProfilePatch(profile, values);
    if (!isEmptyPatch(patch)) {
      const result = await saveProfile(services, patch);
      if (!result.saved) {
        const { error } = result;
        lightbox.open('PROFILAGE_ERROR', {
          message: error instanceof ApiError ? error.serverMessage : undefined,
        });
        return;
      }
    }
    pushAccountAnalytics(
      config.deployment.telemetry.analytics,
      metric,
      'completion',
      `etape-${step.toLowerCase()}`,
    );
    await sendValidationMailOnce(loaded);
    dispatch({ type: 'completion/next' });
  };

  // The step's record is sent by the code that a submitted step loaded (this step follows one); a
  // failure to have it loses that record, never the step.
  const continueFromValidation = () => {
    void loadStepSave().then(
      ([, , { pushAccountAnalytics }]) =>
        pushAccountAnalytics(
          config.deployment.telemetry.analytics,
          metric,
          'completion',
          'etape-email_validation',
        ),
      () => undefined,
    );
    dispatch({ type: 'completion/next' });
  };

  return (
    <div className="completion">
      <h1>{text.heading}</h1>
      {step === 'DONE' ? null : (
        <>
          {state.index === 0 ? (
            <p className="notice notice-info">{messages.status.profileIncomplete}</p>
          ) : null}
          <StepList steps={state.steps} index={state.index} />
        </>
      )}
      <section className="completion-card" aria-labelledby="completion-step-title">
        {step === 'DONE' ? null : (
          <p className="completion-progress">
            {formatMessage(text.progress, { current: state.index + 1, total: counted })}
          </p>
        )}
        <h2 id="completion-step-title" ref={headingRef} tabIndex={-1}>
          {text.stepTitles[step]}
        </h2>
        {step in text.stepHints ? (
          <p className="completion-hint">{text.stepHints[step as keyof typeof text.stepHints]}</p>
        ) : null}
        {stepFields[step].length > 0 ? (
          <StepForm
            key={step}
            step={step}
            profile={profile}
            isFirst={state.index === 0}
            onPrevious={() => dispatch({ type: 'completion/previous' })}
            onSubmitStep={submitStep}
          />
        ) : null}
        {step === 'EMAIL_VALIDATION' ? (
          <>
            {mailFailed ? (
              <p className="notice notice-warning" role="alert">
                {text.emailSendFailed}
              </p>
            ) : (
              <div className="notice notice-success" role="status">
                <p className="notice-title">{messages.status.validationSent}</p>
                <p>{formatMessage(text.emailSentTo, { email: profile.email })}</p>
                <p>{messages.account.emailValidation.spamHint}</p>
              </div>
            )}
            <p>{messages.account.emailValidation.instruction}</p>
            <div className="completion-actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => dispatch({ type: 'completion/previous' })}
              >
                {text.previous}
              </button>
              <button type="button" className="button button-primary" onClick={continueFromValidation}>
                {text.next}
              </button>
            </div>
          </>
        ) : null}
        {step === 'DONE' ? (
          <>
            <p className="notice notice-success completion-done">{messages.status.profileCompleted}</p>
            <div className="completion-actions">
              {returnTo ? (
                <a className="button button-primary" href={returnTo}>
                  {text.backToSite}
                </a>
              ) : null}
              <a
                className={returnTo ? 'button button-secondary' : 'button button-primary'}
                href={withKeptQuery('/', search)}
              >
                {text.toProfile}
              </a>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}

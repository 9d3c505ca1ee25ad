import { monthNames } from '@portail/contracts';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  ErrorSummary,
  formatMessage,
  messages,
  RadioGroup,
  Select,
  TextField,
  type SummaryError,
} from '@portail/ui';
import { pushAccountAnalytics } from '../analytics/accountAnalytics.ts';
import { ApiError } from '@portail/http/api-client';
import { siteKeyFor } from '../brandSiteKeys.ts';
import { memberCenterB2CUrlPolicy } from '../callback/flowUrl.ts';
import { useAccount } from '../context.ts';
import type { MemberProfile } from '../member/memberProfile.ts';
import { buildProfilePatch, formValuesFromProfile, isEmptyPatch } from '../profile/profilePatch.ts';
import { genderOptions } from '../profile/profileRules.ts';
import type { ProfileFormValues } from '../profile/profileSchema.ts';
import { keptQuery, withKeptQuery } from '../router/keptQuery.ts';
import {
  completionReducer,
  currentStep,
  initialCompletion,
  shouldSendValidationMail,
  stepFields,
  type CompletionStep,
} from './completionSteps.ts';
import { allowedReturnUrl } from './returnUrl.ts';
import { stepResolver } from './stepResolver.ts';
import type { StepValues } from './stepValidation.ts';

const text = messages.accountFlows.completion;
const profileText = messages.account.profile;
const monthOptions = monthNames.map((label, index) => ({ value: String(index + 1), label }));

const fieldIds: Record<keyof ProfileFormValues, string> = {
  firstName: 'completion-firstName',
  lastName: 'completion-lastName',
  email: 'completion-email',
  postalCode: 'completion-postalCode',
  birthMonth: 'completion-birthMonth',
  birthYear: 'completion-birthYear',
  gender: 'completion-gender',
};

function summaryErrors(step: CompletionStep, errors: FieldErrors<StepValues>): SummaryError[] {
  return stepFields[step].flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: fieldIds[field], message }] : [];
  });
}

/** One step's form: the fields of that step, checked by the profile rules, then « Continuer ». */
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
  const resolver = useMemo(() => stepResolver(step, now), [step, now]);
  const form = useForm<StepValues>({
    defaultValues: formValuesFromProfile(profile),
    resolver,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = form;

  return (
    <form
      className="completion-form"
      noValidate
      onSubmit={handleSubmit(onSubmitStep)}
      aria-busy={isSubmitting || undefined}
    >
      <ErrorSummary errors={summaryErrors(step, errors)} focusKey={submitCount} />
      {step === 'NAMES' ? (
        <div className="form-row">
          <TextField
            id={fieldIds.firstName}
            label={profileText.firstName}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            id={fieldIds.lastName}
            label={profileText.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
      ) : null}
      {step === 'DATE_OF_BIRTH' ? (
        <div className="form-row">
          <Select
            id={fieldIds.birthMonth}
            label={profileText.birthMonth}
            placeholder={profileText.chooseMonth}
            options={monthOptions}
            autoComplete="bday-month"
            error={errors.birthMonth?.message}
            {...register('birthMonth')}
          />
          <TextField
            id={fieldIds.birthYear}
            label={profileText.birthYear}
            hint={profileText.birthYearHint}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            className="field-input-short"
            error={errors.birthYear?.message}
            {...register('birthYear')}
          />
        </div>
      ) : null}
      {step === 'GENDER' ? (
        <RadioGroup
          id={fieldIds.gender}
          legend={profileText.gender}
          options={genderOptions}
          error={errors.gender?.message}
          inputProps={register('gender')}
        />
      ) : null}
      {step === 'POSTAL_CODE' ? (
        <TextField
          id={fieldIds.postalCode}
          label={profileText.postalCode}
          autoComplete="postal-code"
          className="field-input-short"
          hint={profileText.postalCodeHint}
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      ) : null}
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
    <ol className="completion-steps" aria-label={messages.accountFlows.completion.heading}>
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
          <span className="completion-step-label">{text.stepTitles[step]}</span>
          {position < index ? <span className="visually-hidden">{` (${text.stepDone})`}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * "/completion": the missing-profile wizard of SPEC.md §4.7. Each step is saved by a PATCH (only
 * changed fields), then the next; a failure opens PROFILAGE_ERROR; the validation mail goes once,
 * when the next step is email validation; the end goes back to returnUrl (allowed origins only).
 */
export function CompletionWizard({ profile, metric }: { profile: MemberProfile; metric: unknown }) {
  const { api, config, lightbox, member, router, session } = useAccount();
  const [state, dispatch] = useReducer(completionReducer, profile, initialCompletion);
  const [mailFailed, setMailFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = currentStep(state);
  const counted = state.steps.filter((item) => item !== 'DONE').length;
  const search = router.location().search;
  const returnTo = allowedReturnUrl(new URLSearchParams(search).get('returnUrl'), config);
  const first = useRef(true);
  // One b2CUrlPolicy for the whole wizard: the sign-in client keeps only its 3 newest states.
  const flowUrl = useRef<Promise<string> | null>(null);
  const b2CUrlPolicy = () => {
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

  const sendValidationMailOnce = async () => {
    if (!shouldSendValidationMail(state)) return;
    dispatch({ type: 'completion/validationMailSent' });
    try {
      await api.sendValidationEmail({
        b2CUrlPolicy: await b2CUrlPolicy(),
        azpContext: siteKeyFor(keptQuery(search).get('fromApp')),
      });
      setMailFailed(false);
    } catch {
      setMailFailed(true);
    }
  };

  const submitStep = async (values: StepValues) => {
    const patch = buildProfilePatch(profile, values);
    if (!isEmptyPatch(patch)) {
      try {
        await api.updateProfile({ ...patch, b2CUrlPolicy: await b2CUrlPolicy() });
      } catch (error) {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        lightbox.open('PROFILAGE_ERROR', { message });
        return;
      }
      member.dispatch({ type: 'member/profileSaved', patch });
    }
    pushAccountAnalytics(config.apiOrigin, metric, 'completion', `etape-${step.toLowerCase()}`);
    await sendValidationMailOnce();
    dispatch({ type: 'completion/next' });
  };

  const continueFromValidation = () => {
    pushAccountAnalytics(config.apiOrigin, metric, 'completion', 'etape-email_validation');
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

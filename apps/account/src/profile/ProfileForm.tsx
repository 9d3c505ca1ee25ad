import { fieldMessages, monthNames } from '@portail/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ErrorSummary,
  messages,
  RadioGroup,
  Select,
  StatusType,
  TextField,
  type SummaryError,
} from '@portail/ui';
import { useAccount } from '../context.ts';
import { useSchemaForm, type SchemaFormErrors } from '../forms/useSchemaForm.ts';
import type { MemberProfile } from '../member/memberProfile.ts';
import { readProfileDraft } from './profileDraft.ts';
import { followProfileChange } from './followProfile.ts';
import { formValuesFromProfile } from './profilePatch.ts';
import { genderOptions } from './profileRules.ts';
import type { ProfileFormValues } from './profileSchema.ts';
import { useProfileSave } from './useProfileSave.ts';

const text = messages.account.profile;

/** Field order of the form, with the ids that the error summary links to. */
export const profileFieldIds: Record<keyof ProfileFormValues, string> = {
  firstName: 'profile-firstName',
  lastName: 'profile-lastName',
  email: 'profile-email',
  postalCode: 'profile-postalCode',
  birthMonth: 'profile-birthMonth',
  birthYear: 'profile-birthYear',
  gender: 'profile-gender',
};

const monthOptions = monthNames.map((label, index) => ({ value: String(index + 1), label }));

function summaryErrors(errors: SchemaFormErrors<ProfileFormValues>): SummaryError[] {
  const list: SummaryError[] = [];
  for (const [field, id] of Object.entries(profileFieldIds) as [keyof ProfileFormValues, string][]) {
    const message = errors[field]?.message;
    if (message) list.push({ fieldId: id, message });
  }
  const formError = errors.root?.server?.message;
  if (formError) list.push({ message: formError });
  return list;
}

/** The profile form: every rule of SPEC.md §5, values kept on any failure, the draft restored. */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { now, statusBar } = useAccount();
  // The rules (and valibot) load on demand: the first screen does not need them.
  const loadSchema = useCallback(
    () => import('./profileSchema.ts').then(({ createProfileSchema }) => createProfileSchema(now)),
    [now],
  );
  const [draft] = useState(() => readProfileDraft(profile.rcId));
  const form = useSchemaForm<ProfileFormValues>({
    defaultValues: draft ?? formValuesFromProfile(profile),
    loadSchema,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useProfileSave(profile, form);
  // A profile changed in another tab: the fields the member has not edited show it.
  const shown = useRef(profile);
  const { getValues, reset } = form;
  useEffect(() => {
    const before = shown.current;
    shown.current = profile;
    if (before === profile) return;
    const next = followProfileChange(
      formValuesFromProfile(before),
      formValuesFromProfile(profile),
      getValues(),
    );
    if (next) reset(next);
  }, [profile, getValues, reset]);
  // The summary takes focus after a submit that the rules refused (server errors go to their field).
  const [invalidSubmits, setInvalidSubmits] = useState(0);

  useEffect(() => {
    if (draft) statusBar.show({ statusText: text.draftRestored, statusType: StatusType.info });
  }, [draft, statusBar]);

  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={handleSubmit(submit, () => setInvalidSubmits((count) => count + 1))}
    >
      <ErrorSummary errors={summaryErrors(errors)} focusKey={invalidSubmits} />
      <div className="form-row">
        <TextField
          id={profileFieldIds.firstName}
          label={text.firstName}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id={profileFieldIds.lastName}
          label={text.lastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id={profileFieldIds.email}
        label={text.email}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={profileFieldIds.postalCode}
        label={text.postalCode}
        autoComplete="postal-code"
        className="field-input-short"
        hint={
          profile.postalCode
            ? text.postalCodeHint
            : `${fieldMessages.postalCodeMissing} ${text.postalCodeHint}`
        }
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <fieldset className="field birth-date">
        <legend className="field-label">{text.birthDate}</legend>
        {profile.birthDate ? null : <p className="field-hint">{fieldMessages.birthDateMissing}</p>}
        <div className="form-row">
          <Select
            id={profileFieldIds.birthMonth}
            label={text.birthMonth}
            placeholder={text.chooseMonth}
            options={monthOptions}
            autoComplete="bday-month"
            error={errors.birthMonth?.message}
            {...register('birthMonth')}
          />
          <TextField
            id={profileFieldIds.birthYear}
            label={text.birthYear}
            hint={text.birthYearHint}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            className="field-input-short"
            error={errors.birthYear?.message}
            {...register('birthYear')}
          />
        </div>
      </fieldset>
      <RadioGroup
        id={profileFieldIds.gender}
        legend={text.gender}
        options={genderOptions}
        hint={profile.gender === null ? fieldMessages.genderMissing : undefined}
        error={errors.gender?.message}
        inputProps={register('gender')}
      />
      <button type="submit" className="button button-primary" aria-disabled={isSubmitting || undefined}>
        {text.save}
      </button>
    </form>
  );
}

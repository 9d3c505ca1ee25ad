import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorSummary, messages, StatusType } from '@portail/ui';
import { useAccount } from '../context.ts';
import { summaryErrors, useSchemaForm } from '../forms/use-schema-form.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { readProfileDraft } from './profile-draft.ts';
import { followProfileChange } from './follow-profile.ts';
import { profileFields } from './profile-fields.ts';
import { ProfileFields, profileFieldIds } from './ProfileFields.tsx';
import { formValuesFromProfile } from './form-values.ts';
import type { ProfileFormValues } from './profile-schema.ts';
import { loadProfileSubmit, useProfileSave } from './use-profile-save.ts';

const text = messages.account.profile;

/** The ids of the form's fields, which the error summary links to. */
const fieldIds = profileFieldIds('profile');

/** The profile form: every rule of SPEC.md §5, values kept on any failure, the draft restored. */
export function ProfileForm({ profile, metric }: { profile: MemberProfile; metric: unknown }) {
  const { now, statusBar } = useAccount();
  // The rules (and valibot) load on demand, and the save's code with them (a failure to load either
  // is the form's load failure): the first screen does not need them.
  const loadSchema = useCallback(
    () =>
      Promise.all([import('./profile-schema.ts'), loadProfileSubmit()]).then(([{ createProfileSchema }]) =>
        createProfileSchema(now),
      ),
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
    formState: { errors, isSubmitting, invalidSubmits },
  } = form;
  const submit = useProfileSave(profile, form, metric);
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
  useEffect(() => {
    if (draft) statusBar.show({ statusText: text.draftRestored, statusType: StatusType.info });
  }, [draft, statusBar]);

  // The summary takes focus after a submit that the rules refused (server errors go to their field).
  return (
    <form className="profile-form" noValidate onSubmit={handleSubmit(submit)}>
      <ErrorSummary errors={summaryErrors(fieldIds, errors)} focusKey={invalidSubmits} />
      <ProfileFields
        fields={profileFields}
        ids={fieldIds}
        errors={errors}
        register={register}
        profile={profile}
      />
      <button type="submit" className="button button-primary" aria-disabled={isSubmitting || undefined}>
        {text.save}
      </button>
    </form>
  );
}

import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@portail/state';
import { ErrorSummary, messages, StatusType } from '@portail/ui';
import { useAccount, type AccountServices } from '../context.ts';
import { summaryErrors, useSchemaForm, type SchemaForm } from '../forms/use-schema-form.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { connectedProfile } from '../member/member-store.ts';
import { readProfileDraft } from './profile-draft.ts';
import { followProfileChange } from './follow-profile.ts';
import { profileFields, type ProfileField } from './profile-fields.ts';
import { ProfileFields, profileFieldIds } from './ProfileFields.tsx';
import { formValuesFromProfile } from './form-values.ts';
import type { ProfileFormValues } from './profile-schema.ts';

/** The save's code, loaded with the profile rules (the first change or submit): not the first screen's. */
const loadProfileSubmit = () => import('./profile-submit.ts');

const text = messages.account.profile;

/** The ids of the form's fields, which the error summary links to. */
const fieldIds = profileFieldIds('profile');

/**
 * The form's submit (`profile-submit.ts`, loaded on demand) and what it needs of the page: the page
 * data's analytics block of the moment, and the focus of a field whose server error comes back
 * while the password prompt closes (the closing dialog gives focus back to its opener first).
 */
function useProfileSubmit(
  services: AccountServices,
  form: SchemaForm<ProfileFormValues>,
  metric: unknown,
  shown: { current: MemberProfile },
  lightboxOpen: boolean,
): (values: ProfileFormValues) => Promise<void> {
  // The page data may arrive after the form: a save reports the metric of that moment.
  const pageMetric = useRef(metric);
  useEffect(() => {
    pageMetric.current = metric;
  }, [metric]);
  // A field to focus once the open dialog is gone from the page: the dialog's unmount gives focus
  // back to its opener, then this effect (the commit that removed the dialog) moves it on.
  const pendingFocus = useRef<ProfileField | null>(null);
  const dialogShown = useRef(false);
  const { setFocus } = form;
  useEffect(() => {
    dialogShown.current = lightboxOpen;
    const field = pendingFocus.current;
    if (field === null || lightboxOpen) return;
    pendingFocus.current = null;
    setFocus(field);
  }, [lightboxOpen, setFocus]);
  const focusAfterDialog = (field: ProfileField) => {
    if (dialogShown.current) pendingFocus.current = field;
    else setFocus(field);
  };
  return async (values) => {
    const { submitProfile } = await loadProfileSubmit();
    await submitProfile({ services, form, metric: pageMetric, focusAfterDialog, shown }, values);
  };
}

/** The summary renders again only when its errors or its submit change (not at each press). */
const Summary = memo(ErrorSummary);

/**
 * The profile form of the member on screen (the member store's): every rule of SPEC.md §5, values
 * kept on any failure, the draft restored. Rendered only while a member is connected (the page).
 * It reads the member and the services; the form itself renders again at a press or an answer
 * without reading them again.
 */
export function ProfileForm({ metric }: { metric: unknown }) {
  const services = useAccount();
  const profile = useStore(services.member, connectedProfile) as MemberProfile;
  const lightboxOpen = useStore(services.lightbox.store, (state) => state !== null);
  return (
    <ProfileFormBody services={services} profile={profile} metric={metric} lightboxOpen={lightboxOpen} />
  );
}

interface ProfileFormBodyProps {
  services: AccountServices;
  profile: MemberProfile;
  metric: unknown;
  /** Whether a dialog (the password prompt) is open over the form. */
  lightboxOpen: boolean;
}

const ProfileFormBody = memo(function ProfileFormBody({
  services,
  profile,
  metric,
  lightboxOpen,
}: ProfileFormBodyProps) {
  const { config, now, statusBar } = services;
  // The rules (and valibot) load on demand, and the save's code with them (a failure to load either
  // is the form's load failure): the first screen does not need them. What a press needs that
  // nothing typed changes is made then, once.
  const loadSchema = useCallback(
    () =>
      Promise.all([import('./profile-schema.ts'), loadProfileSubmit()]).then(
        ([{ createProfileSchema }, { prepareProfileSubmit }]) => {
          prepareProfileSubmit(config);
          return createProfileSchema(now);
        },
      ),
    [config, now],
  );
  const [draft] = useState(() => readProfileDraft(profile.rcId));
  // The engine reads its starting values once (a save or another tab's change resets them).
  const [defaultValues] = useState(() => draft ?? formValuesFromProfile(profile));
  const form = useSchemaForm<ProfileFormValues>({
    defaultValues,
    loadSchema,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, fieldErrors, isSubmitting, invalidSubmits },
  } = form;
  // A profile changed in another tab: the fields the member has not edited show it. The form's own
  // save sets `shown` to the member it saved (profile-submit.ts): its fields already show it.
  const shown = useRef(profile);
  const submit = useProfileSubmit(services, form, metric, shown, lightboxOpen);
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

  // What the fields say of the profile (what it lacks): they render again only when it changes.
  const { postalCode, birthDate, gender } = profile;
  const lacking = useMemo(() => ({ postalCode, birthDate, gender }), [postalCode, birthDate, gender]);
  const summary = useMemo(() => summaryErrors(fieldIds, errors), [errors]);

  // The summary takes focus after a submit that the rules refused (server errors go to their field).
  return (
    <form className="profile-form" noValidate onSubmit={handleSubmit(submit)}>
      <Summary errors={summary} focusKey={invalidSubmits} />
      <ProfileFields
        fields={profileFields}
        ids={fieldIds}
        errors={fieldErrors}
        register={register}
        profile={lacking}
      />
      <button type="submit" className="button button-primary" aria-disabled={isSubmitting || undefined}>
        {text.save}
      </button>
    </form>
  );
});

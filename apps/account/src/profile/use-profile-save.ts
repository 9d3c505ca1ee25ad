import { useEffect, useRef } from 'react';
import { messages, StatusType } from '@portail/ui';
import { useStore } from '@portail/state';
import type { ProfilePatch } from '../api/types.ts';
import { useAccount } from '../context.ts';
import { mapProfileSaveError } from '../errors/server-error-mapping.ts';
import type { SchemaForm } from '../forms/use-schema-form.ts';
import type { PasswordPromptResult } from '../lightboxes/payloads.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { memberCenterB2CUrlPolicy } from '../callback/flow-url.ts';
import { emailValidationUrl } from '../provider-urls.ts';
import type { ProfileField } from './profile-fields.ts';
import { clearProfileDraft, saveProfileDraft } from './profile-draft.ts';
import { buildProfilePatch, isEmptyPatch } from './profile-patch.ts';
import type { ProfileFormValues } from './profile-schema.ts';

/** A save: the checked values and the patch built from them, once, at submit. */
interface ProfileSave {
  values: ProfileFormValues;
  patch: ProfilePatch;
}

/**
 * The profile save of SPEC.md §4.7: only changed fields; an email change asks for the password in
 * the PASSWORD_VALIDATION lightbox first (its payload names the `profile-save` action, which this
 * hook carries out while the form is mounted; closing it cancels); server errors per §8; the
 * page's analytics record (its page data's `metric`) once saved.
 */
export function useProfileSave(
  profile: MemberProfile,
  form: SchemaForm<ProfileFormValues>,
  metric: unknown,
): (values: ProfileFormValues) => Promise<void> {
  const { api, config, lightbox, member, prompts, session, statusBar } = useAccount();
  // What the member submitted while the password prompt is open.
  const pending = useRef<ProfileSave | null>(null);
  // The page data may arrive after the form: a save reports the metric of that moment.
  const pageMetric = useRef(metric);
  // A field to focus once the commit that shows its error has no lightbox left on the page (the
  // closing dialog gives focus back to its opener first).
  const focusAfterClose = useRef<ProfileField | null>(null);
  const lightboxOpen = useStore(lightbox.store, (state) => state !== null);
  useEffect(() => {
    pageMetric.current = metric;
  }, [metric]);
  useEffect(() => {
    const field = focusAfterClose.current;
    if (field === null || lightboxOpen) return;
    focusAfterClose.current = null;
    form.setFocus(field);
  });

  async function save({ values, patch }: ProfileSave, password?: string): Promise<PasswordPromptResult> {
    try {
      await api.updateProfile({
        ...patch,
        ...(password !== undefined && { oldPassword: password }),
        // A recorded flow only when the address changes (the sign-in client keeps 3 states).
        b2CUrlPolicy:
          patch.email !== undefined
            ? await memberCenterB2CUrlPolicy(session, config, 'emailValidation')
            : emailValidationUrl(config),
      });
    } catch (error) {
      const plan = mapProfileSaveError(error, { withPassword: password !== undefined });
      if (plan.fieldErrors.password) return { passwordError: plan.fieldErrors.password };
      if (plan.closeLightbox) lightbox.close();
      pending.current = null;
      saveProfileDraft(profile.rcId, form.getValues());
      if (plan.status) statusBar.show(plan.status);
      if (plan.formError) form.setError('root.server', { type: 'server', message: plan.formError });
      const emailError = plan.fieldErrors.email;
      if (emailError) {
        form.setError('email', { type: 'server', message: emailError });
        focusAfterClose.current = 'email';
      }
      return null;
    }
    pending.current = null;
    lightbox.close();
    member.dispatch({ type: 'member/profileSaved', patch });
    clearProfileDraft();
    form.reset(values);
    statusBar.success(messages.status.profileSaved);
    // The page-view beacon's code loads with the first save.
    const savedMetric = pageMetric.current;
    void import('../analytics/account-analytics.ts').then((module) =>
      module.pushAccountAnalytics(
        config.deployment.telemetry.analytics,
        savedMetric,
        'profil',
        'enregistrement-profil',
      ),
    );
    return null;
  }

  // The password prompt's `profile-save` action: the pending save, with the password.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(
    () =>
      prompts.handle('profile-save', (password) =>
        pending.current ? saveRef.current(pending.current, password) : Promise.resolve(null),
      ),
    [prompts],
  );

  return async function submit(values: ProfileFormValues): Promise<void> {
    const patch = buildProfilePatch(profile, values);
    if (isEmptyPatch(patch)) {
      // A second press right after a save (a double click): its confirmation stays on screen.
      if (statusBar.store.getState()?.statusText === messages.status.profileSaved) return;
      statusBar.show({ statusText: messages.account.profile.noChanges, statusType: StatusType.info });
      return;
    }
    if (patch.email !== undefined) {
      pending.current = { values, patch };
      lightbox.open('PASSWORD_VALIDATION', { action: 'profile-save' });
      return;
    }
    await save({ values, patch });
  };
}

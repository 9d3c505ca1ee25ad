import { messages, StatusType } from '@portail/ui';
import { useAccount } from '../context.ts';
import { mapProfileSaveError } from '../errors/serverErrorMapping.ts';
import type { SchemaForm } from '../forms/useSchemaForm.ts';
import type { PasswordPromptResult } from '../lightboxes/payloads.ts';
import type { MemberProfile } from '../member/memberProfile.ts';
import { memberCenterB2CUrlPolicy } from '../callback/flowUrl.ts';
import { emailValidationUrl } from '../providerUrls.ts';
import { clearProfileDraft, saveProfileDraft } from './profileDraft.ts';
import { buildProfilePatch, isEmptyPatch } from './profilePatch.ts';
import type { ProfileFormValues } from './profileSchema.ts';

/**
 * The profile save of SPEC.md §4.7: only changed fields; an email change asks for the password in
 * the PASSWORD_VALIDATION lightbox first (closing it cancels); server errors per §8.
 */
export function useProfileSave(profile: MemberProfile, form: SchemaForm<ProfileFormValues>) {
  const { api, config, lightbox, member, session, statusBar } = useAccount();

  async function save(values: ProfileFormValues, password?: string): Promise<PasswordPromptResult> {
    const patch = buildProfilePatch(profile, values);
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
      const lightboxWasOpen = lightbox.current() !== null;
      if (plan.closeLightbox) lightbox.close();
      saveProfileDraft(profile.rcId, form.getValues());
      if (plan.status) statusBar.show(plan.status);
      if (plan.formError) form.setError('root.server', { type: 'server', message: plan.formError });
      const emailError = plan.fieldErrors.email;
      if (emailError) {
        form.setError('email', { type: 'server', message: emailError });
        // After the dialog has given focus back to its opener, the member lands on the email field.
        if (lightboxWasOpen) setTimeout(() => form.setFocus('email'), 0);
        else form.setFocus('email');
      }
      return null;
    }
    lightbox.close();
    member.dispatch({ type: 'member/profileSaved', patch });
    clearProfileDraft();
    form.reset(values);
    statusBar.success(messages.status.profileSaved);
    // The page-view beacon's code loads with the first save.
    void import('../analytics/accountAnalytics.ts').then((module) =>
      module.pushAccountAnalytics(config.apiOrigin, null, 'profil', 'enregistrement-profil'),
    );
    return null;
  }

  return async function submit(values: ProfileFormValues): Promise<void> {
    const patch = buildProfilePatch(profile, values);
    if (isEmptyPatch(patch)) {
      statusBar.show({ statusText: messages.account.profile.noChanges, statusType: StatusType.info });
      return;
    }
    if (patch.email !== undefined) {
      lightbox.open('PASSWORD_VALIDATION', { submit: (password) => save(values, password) });
      return;
    }
    await save(values);
  };
}

import type { RuntimeConfig } from '@portail/contracts';
import { messages, StatusType } from '@portail/ui';
import { pushAccountAnalytics } from '../analytics/account-analytics.ts';
import type { AccountServices } from '../context.ts';
import { mapProfileSaveError } from '../errors/server-error-mapping.ts';
import type { SchemaForm } from '../forms/use-schema-form.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { profileFields, type ProfileField } from './profile-fields.ts';
import { PROFILE_DRAFT_KEY } from './profile-draft.ts';
import { buildProfilePatch, isEmptyPatch } from './profile-patch.ts';
import type { ProfileFormValues } from './profile-schema.ts';
import { plainEmailValidationPolicy, saveProfile, type ProfileSaveResult } from './save-profile.ts';

/** The profile form a submit comes from, and what it shows afterwards. */
export interface ProfileSubmit {
  services: AccountServices;
  form: SchemaForm<ProfileFormValues>;
  /** The page data's analytics block at the moment of the save. */
  metric: { readonly current: unknown };
  /** A field that takes focus once no dialog is open (the closing dialog gives focus back first). */
  focusAfterDialog: (field: ProfileField) => void;
  /**
   * The member whose values the fields show (the form renders it): a save sets it to the member it
   * saved before the page has it, so that the form follows only a change made elsewhere (another tab).
   */
  shown: { current: MemberProfile };
}

/**
 * What a press needs that nothing typed changes, made when the save's code loads (ProfileForm, at
 * the member's first change): the b2CUrlPolicy of a save that keeps the email.
 */
export function prepareProfileSubmit(config: RuntimeConfig): void {
  plainEmailValidationPolicy(config);
}

/**
 * The form's values as the unsaved draft of this member (profile-draft.ts reads it back): a full or
 * refused storage only loses the draft, never the form.
 */
function keepDraft(rcId: string, values: ProfileFormValues): void {
  const draft = Object.fromEntries(profileFields.map((field) => [field, String(values[field] ?? '')]));
  try {
    window.sessionStorage.setItem(PROFILE_DRAFT_KEY, JSON.stringify({ rcId, values: draft }));
  } catch {
    // The draft is lost; the form keeps its values.
  }
}

function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(PROFILE_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Shows what became of a save; returns the password prompt's message when the password was wrong. */
function settle(
  { services, shown, form, metric, focusAfterDialog }: ProfileSubmit,
  result: ProfileSaveResult,
  values: ProfileFormValues,
  withPassword: boolean,
): string | null {
  const { config, lightbox, statusBar } = services;
  if (result.saved) {
    // The password prompt of an email change closes (nothing else is open over the form).
    if (withPassword) lightbox.close();
    clearDraft();
    form.reset(values);
    statusBar.success(messages.status.profileSaved);
    // The record's code loads with the save's (the telemetry package with the first record).
    pushAccountAnalytics(
      config.deployment.telemetry.analytics,
      metric.current,
      'profil',
      'enregistrement-profil',
    );
    return null;
  }
  const plan = mapProfileSaveError(result.error, { withPassword });
  if (plan.fieldErrors.password) return plan.fieldErrors.password;
  // The password prompt of an email change closes; a save without one has no dialog over the form.
  if (plan.closeLightbox && withPassword) lightbox.close();
  keepDraft(shown.current.rcId, form.getValues());
  if (plan.status) statusBar.show(plan.status);
  if (plan.formError) form.setError('root.server', { type: 'server', message: plan.formError });
  const emailError = plan.fieldErrors.email;
  if (emailError) {
    form.setError('email', { type: 'server', message: emailError });
    focusAfterDialog('email');
  }
  return null;
}

/**
 * The profile form's save (SPEC.md §4.7), loaded with the profile rules (the first change or
 * submit): only changed fields, by the one save of Mon compte (`save-profile.ts`); an email change
 * asks for the password first (PASSWORD_VALIDATION) and sends each password typed until one is
 * accepted or the prompt is closed (closing cancels); server errors per §8; the page's analytics
 * record once saved.
 */
export async function submitProfile(submit: ProfileSubmit, values: ProfileFormValues): Promise<void> {
  const { services } = submit;
  const { passwordPrompt, statusBar } = services;
  // The member as last saved: a press right after a save may come before the form has rendered it.
  const state = services.member.getState();
  const profile = state.status === 'connected' ? state.profile : submit.shown.current;
  const patch = buildProfilePatch(profile, values);
  if (isEmptyPatch(patch)) {
    // A second press right after a save (a double click): its confirmation stays on screen.
    if (statusBar.store.getState()?.statusText === messages.status.profileSaved) return;
    statusBar.show({ statusText: messages.account.profile.noChanges, statusType: StatusType.info });
    return;
  }
  const beforeShown = (saved: MemberProfile) => {
    submit.shown.current = saved;
  };
  if (patch.email === undefined) {
    settle(submit, await saveProfile(services, patch, undefined, beforeShown), values, false);
    return;
  }
  let password = await passwordPrompt.ask('PASSWORD_VALIDATION');
  while (password !== null) {
    const refused = settle(submit, await saveProfile(services, patch, password, beforeShown), values, true);
    if (refused === null) return;
    password = await passwordPrompt.refuse(refused);
  }
}

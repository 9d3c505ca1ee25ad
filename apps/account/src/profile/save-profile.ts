import type { RuntimeConfig } from '@portail/contracts';
import type { ProfilePatch } from '../api/types.ts';
import { memberCenterB2CUrlPolicy } from '../callback/flow-url.ts';
import type { AccountServices } from '../context.ts';
import { birthDateText, type MemberProfile } from '../member/member-profile.ts';
import { emailValidationUrl } from '../provider-urls.ts';

/** What a save needs: the member APIs, the member on screen, and what makes an email change's flow. */
export type ProfileSaveServices = Pick<AccountServices, 'api' | 'config' | 'member' | 'session'>;

/**
 * After a save the local member takes the sent fields; the email-verified flag is kept only when
 * the email did not change (SPEC.md §4.7).
 */
export function applySavedPatch(profile: MemberProfile, patch: ProfilePatch): MemberProfile {
  const emailChanged = patch.email !== undefined && patch.email !== profile.email;
  const next: MemberProfile = { ...profile, ...patch };
  if (patch.birthDate !== undefined && patch.birthYear === undefined) {
    const [year, month] = patch.birthDate.split('-').map(Number);
    next.birthYear = year ?? null;
    next.birthMonth = month ?? null;
  }
  // The year-month text follows the month and year: a patch without them keeps the profile's.
  if (patch.birthYear !== undefined || patch.birthMonth !== undefined || patch.birthDate !== undefined)
    next.birthDate = birthDateText(next.birthYear, next.birthMonth);
  next.isEmailVerified = emailChanged ? false : profile.isEmailVerified;
  return next;
}

/** The plain email-validation address of each configuration (a deployment has one). */
const plainPolicies = new WeakMap<RuntimeConfig, string>();

/**
 * The b2CUrlPolicy of a save that keeps the email: the provider's plain email-validation address,
 * the same for every save of a deployment, so made once. The profile form makes it when its save's
 * code loads (the member's first change: profile-submit.ts), so that a press does not.
 */
export function plainEmailValidationPolicy(config: RuntimeConfig): string {
  let policy = plainPolicies.get(config);
  if (policy === undefined) {
    policy = emailValidationUrl(config);
    plainPolicies.set(config, policy);
  }
  return policy;
}

/** The save went through (the member on screen has it), or the error that refused it. */
export type ProfileSaveResult = { saved: true } | { saved: false; error: unknown };

/**
 * The one profile save of Mon compte (SPEC.md §4.7), the profile form's and each completion
 * step's: the patch (changed fields only, `profile-patch.ts`) goes by PATCH, with the profile's
 * version as If-Match (`fetch-account-api.ts`), the current password when the email changes, and
 * as b2CUrlPolicy a flow recorded by the sign-in client only when the email changes (the client
 * keeps its 3 newest states), the provider's plain address otherwise. Once saved, the member on
 * screen has the patch. What the member sees of a refusal is the caller's (the form: §8's field
 * and status messages; the wizard: PROFILAGE_ERROR).
 */
export async function saveProfile(
  { api, config, member, session }: ProfileSaveServices,
  patch: ProfilePatch,
  oldPassword?: string,
  /** Told the member as saved just before the member store has it (and the page renders it). */
  beforeShown?: (saved: MemberProfile) => void,
): Promise<ProfileSaveResult> {
  try {
    await api.updateProfile({
      ...patch,
      ...(oldPassword !== undefined && { oldPassword }),
      b2CUrlPolicy:
        patch.email !== undefined
          ? await memberCenterB2CUrlPolicy(session, config, 'emailValidation')
          : plainEmailValidationPolicy(config),
    });
  } catch (error) {
    return { saved: false, error };
  }
  // The member on screen takes the patch (the store keeps what its change makes: member-store.ts).
  const state = member.getState();
  if (state.status === 'connected') {
    const saved = applySavedPatch(state.profile, patch);
    beforeShown?.(saved);
    member.dispatch({ type: 'member/profileReplaced', profile: saved });
  }
  return { saved: true };
}

import { COMPLETION_STEPS, type CompletionStep } from '@portail/contracts';
import type { MemberProfile } from '../member/member-profile.ts';
import type { ProfileFormValues } from '../profile/profile-schema.ts';

/** SPEC.md §4.7's steps, in order (`@portail/contracts`). */
export { COMPLETION_STEPS, type CompletionStep };

/** The profile fields each step asks for (none for email validation and done). */
export const stepFields: Record<CompletionStep, readonly (keyof ProfileFormValues)[]> = {
  NAMES: ['firstName', 'lastName'],
  DATE_OF_BIRTH: ['birthMonth', 'birthYear'],
  GENDER: ['gender'],
  POSTAL_CODE: ['postalCode'],
  EMAIL_VALIDATION: [],
  DONE: [],
};

/** The member's steps: EMAIL_VALIDATION only when the email is not verified. */
export function stepsFor(profile: Pick<MemberProfile, 'isEmailVerified'>): CompletionStep[] {
  return COMPLETION_STEPS.filter((step) => step !== 'EMAIL_VALIDATION' || !profile.isEmailVerified);
}

export interface CompletionState {
  steps: readonly CompletionStep[];
  index: number;
  /** The validation mail was sent (or tried) once: never again in this wizard. */
  validationMailSent: boolean;
}

export type CompletionAction =
  { type: 'completion/next' } | { type: 'completion/previous' } | { type: 'completion/validationMailSent' };

export function initialCompletion(profile: Pick<MemberProfile, 'isEmailVerified'>): CompletionState {
  return { steps: stepsFor(profile), index: 0, validationMailSent: false };
}

export function completionReducer(state: CompletionState, action: CompletionAction): CompletionState {
  switch (action.type) {
    case 'completion/next':
      return { ...state, index: Math.min(state.index + 1, state.steps.length - 1) };
    case 'completion/previous':
      // « previous » never goes below 0.
      return { ...state, index: Math.max(0, state.index - 1) };
    case 'completion/validationMailSent':
      return { ...state, validationMailSent: true };
  }
}

export function currentStep(state: CompletionState): CompletionStep {
  return state.steps[state.index] ?? 'DONE';
}

/** When the next step is email validation and no validation mail was sent yet, it is sent now. */
export function shouldSendValidationMail(state: CompletionState): boolean {
  return state.steps[state.index + 1] === 'EMAIL_VALIDATION' && !state.validationMailSent;
}

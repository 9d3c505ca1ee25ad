import { describe, expect, it } from 'vitest';
import {
  completionReducer,
  currentStep,
  initialCompletion,
  shouldSendValidationMail,
  stepsFor,
} from './completion-steps.ts';

describe('completion steps (SPEC.md §4.7)', () => {
  it('includes EMAIL_VALIDATION only when the email is not verified', () => {
    expect(stepsFor({ isEmailVerified: false })).toEqual([
      'NAMES',
      'DATE_OF_BIRTH',
      'GENDER',
      'POSTAL_CODE',
      'EMAIL_VALIDATION',
      'DONE',
    ]);
    expect(stepsFor({ isEmailVerified: true })).toEqual([
      'NAMES',
      'DATE_OF_BIRTH',
      'GENDER',
      'POSTAL_CODE',
      'DONE',
    ]);
  });

  it('never goes below the first step nor past DONE', () => {
    let state = initialCompletion({ isEmailVerified: true });
    state = completionReducer(state, { type: 'completion/previous' });
    expect(state.index).toBe(0);
    for (let step = 0; step < 10; step += 1) state = completionReducer(state, { type: 'completion/next' });
    expect(currentStep(state)).toBe('DONE');
  });

  it('asks for the validation mail only when the next step is email validation, and only once', () => {
    let state = initialCompletion({ isEmailVerified: false });
    for (let step = 0; step < 3; step += 1) {
      expect(shouldSendValidationMail(state)).toBe(false);
      state = completionReducer(state, { type: 'completion/next' });
    }
    expect(currentStep(state)).toBe('POSTAL_CODE');
    expect(shouldSendValidationMail(state)).toBe(true);
    state = completionReducer(state, { type: 'completion/validationMailSent' });
    expect(shouldSendValidationMail(state)).toBe(false);
  });

  it('never asks for the mail of a verified member', () => {
    let state = initialCompletion({ isEmailVerified: true });
    for (let step = 0; step < 5; step += 1) {
      expect(shouldSendValidationMail(state)).toBe(false);
      state = completionReducer(state, { type: 'completion/next' });
    }
  });
});

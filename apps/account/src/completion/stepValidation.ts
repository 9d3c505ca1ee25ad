import * as v from 'valibot';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { createProfileSchema, type ProfileFormValues } from '../profile/profileSchema.ts';
import { stepFields, type CompletionStep } from './completionSteps.ts';

/**
 * Values that pass every profile rule, for the fields a step does not ask for: the step is checked
 * by the one profile schema (SPEC.md §5), and only its own fields' issues are kept.
 */
function validFiller(now: Date): ProfileFormValues {
  return {
    firstName: 'Camille',
    lastName: 'Tremblay',
    email: 'membre@exemple.ca',
    postalCode: 'H2X 1Y4',
    birthMonth: '1',
    birthYear: String(now.getFullYear() - 40),
    gender: '4',
  };
}

export type StepValues = Partial<ProfileFormValues>;

/** The issues of a step's fields under the profile schema, first message per field. */
export function validateStep(
  step: CompletionStep,
  values: StepValues,
  now: () => Date,
): { values: StepValues; errors: Partial<Record<keyof ProfileFormValues, string>> } {
  const fields = stepFields[step];
  const candidate: ProfileFormValues = { ...validFiller(now()) };
  for (const field of fields) candidate[field] = values[field] ?? '';
  const result = v.safeParse(createProfileSchema(now), candidate);
  const picked: StepValues = {};
  if (result.success) {
    for (const field of fields) picked[field] = result.output[field];
    return { values: picked, errors: {} };
  }
  const errors: Partial<Record<keyof ProfileFormValues, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof ProfileFormValues | null;
    if (key && fields.includes(key) && !errors[key]) errors[key] = issue.message;
  }
  return { values: picked, errors };
}

/** react-hook-form resolver for one step. */
export function stepResolver(step: CompletionStep, now: () => Date): Resolver<StepValues> {
  return async (values) => {
    const { values: output, errors } = validateStep(step, values, now);
    if (Object.keys(errors).length === 0) return { values: output, errors: {} };
    const fieldErrors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(errors)) fieldErrors[field] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors as FieldErrors<StepValues> };
  };
}

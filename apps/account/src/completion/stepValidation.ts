import { checkSchema } from '../forms/checkSchema.ts';
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
  const result = checkSchema(createProfileSchema(now), candidate);
  const picked: StepValues = {};
  if (result.success) {
    for (const field of fields) picked[field] = result.output[field];
    return { values: picked, errors: {} };
  }
  const errors: Partial<Record<keyof ProfileFormValues, string>> = {};
  for (const field of fields) {
    const error = result.errors[field];
    if (error) errors[field] = error.message;
  }
  return { values: picked, errors };
}

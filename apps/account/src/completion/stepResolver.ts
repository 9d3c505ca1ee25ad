import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { CompletionStep } from './completionSteps.ts';
import type { StepValues } from './stepValidation.ts';

/**
 * react-hook-form resolver for one step. The profile rules (and valibot) load at the first check,
 * not with the wizard's first screen.
 */
export function stepResolver(step: CompletionStep, now: () => Date): Resolver<StepValues> {
  return async (values) => {
    const { validateStep } = await import('./stepValidation.ts');
    const { values: output, errors } = validateStep(step, values, now);
    if (Object.keys(errors).length === 0) return { values: output, errors: {} };
    const fieldErrors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(errors)) fieldErrors[field] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors as FieldErrors<StepValues> };
  };
}

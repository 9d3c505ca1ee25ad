import * as v from 'valibot';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form resolver for a valibot schema (no @hookform/resolvers: 1 small function): the
 * first issue of each field is its message; the schema's output (trimmed values) goes to onSubmit.
 */
export function valibotResolver<T extends FieldValues>(schema: v.GenericSchema<T, T>): Resolver<T> {
  return async (values) => {
    const result = v.safeParse(schema, values);
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.issues) {
      const key = v.getDotPath(issue);
      if (key && !errors[key]) errors[key] = { type: issue.type, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

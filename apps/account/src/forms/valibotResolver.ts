import * as v from 'valibot';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldErrors } from './checkSchema.ts';

/**
 * react-hook-form resolver for a valibot schema (no @hookform/resolvers: 1 small function): the
 * first issue of each field is its message; the schema's output (trimmed values) goes to onSubmit.
 */
export function valibotResolver<T extends FieldValues>(schema: v.GenericSchema<T, T>): Resolver<T> {
  return async (values) => {
    const result = v.safeParse(schema, values);
    if (result.success) return { values: result.output, errors: {} };
    return { values: {}, errors: fieldErrors(result.issues) as FieldErrors<T> };
  };
}

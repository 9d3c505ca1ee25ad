import * as v from 'valibot';

/** An error of one field: `server` for an error set after the server answered; the valibot issue type otherwise. */
export interface FieldError {
  type: string;
  message: string;
}

export type SchemaCheck<O> =
  { success: true; output: O } | { success: false; errors: Record<string, FieldError> };

/** The first issue of each field, by its dot path. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (key && !errors[key]) errors[key] = { type: issue.type, message: issue.message };
  }
  return errors;
}

/** Checks values against a valibot schema: its output (trimmed values), or the first issue of each field. */
export function checkSchema<T, O>(schema: v.GenericSchema<T, O>, values: T): SchemaCheck<O> {
  const result = v.safeParse(schema, values);
  return result.success
    ? { success: true, output: result.output }
    : { success: false, errors: fieldErrors(result.issues) };
}

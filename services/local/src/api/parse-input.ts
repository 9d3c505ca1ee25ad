import * as v from 'valibot';
import { ValidationError, apiErrorMessages } from './errors.ts';

/**
 * Checks a request body (or query) against a valibot schema and returns its typed output; the first
 * issue becomes a 400 with the schema's French message and the field's dotted path.
 */
export function parseInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {}, { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue ? (v.getDotPath(issue) ?? undefined) : undefined;
  const message =
    issue?.message && !issue.message.startsWith('Invalid ') ? issue.message : apiErrorMessages.validation;
  throw new ValidationError(message, field);
}

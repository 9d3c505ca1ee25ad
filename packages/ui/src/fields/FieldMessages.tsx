import type { ReactNode } from 'react';
import { fieldIds } from './described-by.ts';

/** The hint and the error message printed under a field's label (GOV.UK order). */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const ids = fieldIds(id);
  return (
    <>
      {hint ? (
        <p id={ids.hint} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

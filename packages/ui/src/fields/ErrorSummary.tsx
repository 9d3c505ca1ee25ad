import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { errorSummaryMessages } from '../error-summary-messages.fr.ts';

export interface SummaryError {
  /** The id of the field to link to; no link for a form-level error. */
  fieldId?: string | undefined;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** Changes on every refused submit (Mon compte's form engine's `invalidSubmits`): the summary then takes focus. */
  focusKey: number | string;
  title?: string;
}

/**
 * GOV.UK error summary: on each submit with errors it receives focus, so its title and list are
 * read; each link moves focus to its field.
 */
export function ErrorSummary({ errors, focusKey, title = errorSummaryMessages.title }: ErrorSummaryProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;
  // The key of the last submit that moved focus here: focus moves once per submit, not on every
  // change of the list, and also when the errors of that submit arrive after its key (a form library
  // may commit the two in separate renders).
  // Mounted with errors, it takes focus at once.
  const focusedKey = useRef<number | string | undefined>(hasErrors ? undefined : focusKey);
  useEffect(() => {
    if (!hasErrors || focusedKey.current === focusKey) return;
    focusedKey.current = focusKey;
    ref.current?.focus();
  }, [focusKey, hasErrors]);
  if (!hasErrors) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };
  return (
    <section ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary-list">
        {errors.map((error) => (
          <li key={`${error.fieldId ?? 'form'}:${error.message}`}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId ?? '')}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

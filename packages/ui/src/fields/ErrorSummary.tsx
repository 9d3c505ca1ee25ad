import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { messages } from '../messages.fr.ts';

export interface SummaryError {
  /** The id of the field to link to; no link for a form-level error. */
  fieldId?: string | undefined;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** Changes on every submit (react-hook-form's submitCount fits): the summary then takes focus. */
  focusKey: number | string;
  title?: string;
}

/**
 * GOV.UK error summary: on each submit with errors it receives focus, so its title and list are
 * read; each link moves focus to its field.
 */
export function ErrorSummary({ errors, focusKey, title = messages.errorSummary.title }: ErrorSummaryProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
    // Focus moves once per submit, not on every change of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);
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

import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy } from './described-by.ts';
import { FieldMessages } from './FieldMessages.tsx';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: string;
  hint?: ReactNode;
  /** The message under the field; sets aria-invalid and joins aria-describedby. */
  error?: string | undefined;
}

/** A labelled input with its hint and its error message linked by aria-describedby. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <FieldMessages id={inputId} hint={hint} error={error} />
      <input
        type="text"
        {...inputProps}
        id={inputId}
        className={className ? `field-input ${className}` : 'field-input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error, inputProps['aria-describedby'])}
      />
    </div>
  );
}

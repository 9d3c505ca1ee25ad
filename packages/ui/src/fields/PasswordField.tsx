import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { passwordFieldMessages } from '../password-field-messages.fr.ts';
import { describedBy } from './described-by.ts';
import { FieldMessages } from './FieldMessages.tsx';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/**
 * A password input with a show/hide button (GOV.UK password input): the button names its action,
 * is described by the field's label, and the change is announced politely.
 */
export function PasswordField({ label, hint, error, id, className, ...inputProps }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const labelId = `${inputId}-label`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" id={labelId} htmlFor={inputId}>
        {label}
      </label>
      <FieldMessages id={inputId} hint={hint} error={error} />
      <div className="password-field">
        <input
          autoComplete="current-password"
          spellCheck={false}
          autoCapitalize="none"
          {...inputProps}
          type={visible ? 'text' : 'password'}
          id={inputId}
          className={className ? `field-input ${className}` : 'field-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
        />
        <button
          type="button"
          className="button button-secondary password-toggle"
          aria-controls={inputId}
          aria-describedby={labelId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? passwordFieldMessages.hidePassword : passwordFieldMessages.showPassword}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {visible ? passwordFieldMessages.passwordShown : ''}
      </p>
    </div>
  );
}

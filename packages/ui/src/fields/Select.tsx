import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy } from './described-by.ts';
import { FieldMessages } from './FieldMessages.tsx';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty option's text (value ""). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...selectProps
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={selectId}>
        {label}
      </label>
      <FieldMessages id={selectId} hint={hint} error={error} />
      <select
        {...selectProps}
        id={selectId}
        className={className ? `field-select ${className}` : 'field-select'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

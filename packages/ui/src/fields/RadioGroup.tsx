import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy } from './described-by.ts';
import { FieldMessages } from './FieldMessages.tsx';

interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  legend: string;
  options: readonly RadioOption[];
  /** Props given to every radio (name, onChange, ref: the form engine's `register(name)` result fits). */
  inputProps: Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'id'>;
  /** The id of the first radio (the error summary links to it); the others get `-1`, `-2`… */
  id?: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A fieldset of radios named by its legend, the error under the legend (GOV.UK pattern). */
export function RadioGroup({ legend, options, inputProps, id, hint, error }: RadioGroupProps) {
  const generated = useId();
  const baseId = id ?? generated;
  const groupId = `${baseId}-group`;
  return (
    <fieldset
      className={error ? 'field field-invalid radio-group' : 'field radio-group'}
      aria-describedby={describedBy(groupId, hint, error)}
    >
      <legend className="field-label">{legend}</legend>
      <FieldMessages id={groupId} hint={hint} error={error} />
      <div className="radio-options">
        {options.map((option, index) => {
          const radioId = index === 0 ? baseId : `${baseId}-${index}`;
          return (
            <div className="radio-option" key={option.value}>
              <input {...inputProps} type="radio" id={radioId} value={option.value} />
              <label htmlFor={radioId}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

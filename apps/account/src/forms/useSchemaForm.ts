import { useCallback, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { messages } from '@portail/ui';
import type { FieldError, SchemaCheck } from './checkSchema.ts';

export type { FieldError } from './checkSchema.ts';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The errors of each field, plus `root.server`: the form-level error of the last server answer. */
export type SchemaFormErrors<T> = Partial<Record<keyof T, FieldError>> & { root?: { server?: FieldError } };

export interface SchemaForm<T extends { [K in keyof T]: string }> {
  /** Props for an uncontrolled input, select or radio of the field (all radios of a group share them). */
  register(name: keyof T & string): {
    name: string;
    ref: (element: FieldElement | null) => void;
    onChange: () => void;
    onBlur: () => void;
  };
  /** The submit handler: checks the schema, then hands its output (trimmed values) to `onValid`. */
  handleSubmit(
    onValid: (values: T) => Promise<void> | void,
    onInvalid?: () => void,
  ): (event?: FormEvent) => Promise<void>;
  /** What the fields hold now, as typed. */
  getValues(): T;
  setError(name: (keyof T & string) | 'root.server', error: FieldError): void;
  setFocus(name: keyof T & string): void;
  /** New starting values (written to the fields), no errors. */
  reset(values: T): void;
  formState: { errors: SchemaFormErrors<T>; isSubmitting: boolean };
}

function readField(elements: readonly FieldElement[]): string {
  const [first] = elements;
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return (elements as HTMLInputElement[]).find((element) => element.checked)?.value ?? '';
  }
  return first?.value ?? '';
}

function writeField(element: FieldElement, value: string): void {
  if (element instanceof HTMLInputElement && element.type === 'radio')
    element.checked = element.value === value;
  else element.value = value;
}

type Check<T> = (values: T) => SchemaCheck<T>;

/**
 * A small form state for uncontrolled fields checked by a valibot schema — what Mon compte used of
 * react-hook-form, in a fraction of its weight on the first page: the rules run on submit only,
 * then again on each change of a field that a submit found wrong (its error follows what is typed);
 * server errors are set by the caller and a field's clears when it changes. The schema and valibot
 * are loaded on demand (`loadSchema`, from the first change of a field or the first submit), so
 * that the first screen does not carry them; a failed load is a form error and the next submit
 * tries again.
 */
export function useSchemaForm<T extends { [K in keyof T]: string }>({
  defaultValues,
  loadSchema,
}: {
  defaultValues: T;
  /** Loads the schema; a new function (e.g. another clock) is a new schema. */
  loadSchema: () => Promise<v.GenericSchema<T, T>>;
}): SchemaForm<T> {
  const fields = useRef(new Map<string, FieldElement[]>());
  const starting = useRef(defaultValues);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<SchemaFormErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  // The check once loaded (used at once by the changes that follow a submit), and its loading.
  const loaded = useRef<{ from: typeof loadSchema; check?: Check<T>; loading: Promise<Check<T>> } | null>(
    null,
  );
  const loadCheck = useCallback((): Promise<Check<T>> => {
    if (loaded.current?.from === loadSchema) return loaded.current.loading;
    const entry: NonNullable<typeof loaded.current> = {
      from: loadSchema,
      loading: Promise.all([loadSchema(), import('./checkSchema.ts')]).then(([schema, { checkSchema }]) => {
        const check: Check<T> = (values) => checkSchema(schema, values);
        entry.check = check;
        return check;
      }),
    };
    // A failed load (network) is forgotten: the next submit loads again.
    entry.loading.catch(() => {
      if (loaded.current === entry) loaded.current = null;
    });
    loaded.current = entry;
    return entry.loading;
  }, [loadSchema]);

  const getValues = useCallback((): T => {
    const values = { ...starting.current };
    for (const [name, elements] of fields.current) {
      const present = elements.filter((element) => element.isConnected);
      if (present.length > 0) (values as Record<string, string>)[name] = readField(present);
    }
    return values;
  }, []);

  const revalidate = useCallback(
    (name: string) => {
      if (!submitted.current) {
        setErrors((current) => (current[name as keyof T] ? { ...current, [name]: undefined } : current));
        // The member is filling the form: the rules load now, so that the submit does not wait.
        loadCheck().catch(() => undefined);
        return;
      }
      const follow = (check: Check<T>) => {
        const result = check(getValues());
        const fieldError = result.success ? undefined : result.errors[name];
        setErrors((current) => ({ ...current, [name]: fieldError }));
      };
      const check = loaded.current?.from === loadSchema ? loaded.current.check : undefined;
      if (check) follow(check);
      else loadCheck().then(follow, () => undefined);
    },
    [loadSchema, loadCheck, getValues],
  );

  const registrations = useRef(new Map<string, ReturnType<SchemaForm<T>['register']>>());
  const register = (name: keyof T & string) => {
    let registration = registrations.current.get(name);
    if (!registration) {
      registration = {
        name,
        ref(element) {
          const known = (fields.current.get(name) ?? []).filter((field) => field.isConnected);
          if (element && !known.includes(element)) {
            writeField(element, starting.current[name] ?? '');
            known.push(element);
          }
          fields.current.set(name, known);
        },
        onChange: () => revalidate(name),
        onBlur: () => undefined,
      };
      registrations.current.set(name, registration);
    }
    return registration;
  };

  const handleSubmit: SchemaForm<T>['handleSubmit'] = (onValid, onInvalid) => async (event) => {
    event?.preventDefault();
    submitted.current = true;
    let check: Check<T>;
    try {
      check = await loadCheck();
    } catch {
      setErrors((current) => ({
        ...current,
        root: { server: { type: 'load', message: messages.status.unknownError } },
      }));
      return;
    }
    const result = check(getValues());
    if (!result.success) {
      setErrors(result.errors as SchemaFormErrors<T>);
      onInvalid?.();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.output);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    register,
    handleSubmit,
    getValues,
    setError(name, error) {
      if (name === 'root.server') setErrors((current) => ({ ...current, root: { server: error } }));
      else setErrors((current) => ({ ...current, [name]: error }));
    },
    setFocus(name) {
      fields.current.get(name)?.[0]?.focus();
    },
    reset(values) {
      starting.current = values;
      submitted.current = false;
      for (const [name, elements] of fields.current) {
        for (const element of elements) writeField(element, values[name as keyof T] ?? '');
      }
      setErrors({});
    },
    formState: { errors, isSubmitting },
  };
}

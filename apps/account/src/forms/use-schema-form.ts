import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { messages, type SummaryError } from '@portail/ui';
import type { FieldError, SchemaCheck } from './check-schema.ts';

export type { FieldError } from './check-schema.ts';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The errors of each field, plus `root.server`: the form-level error of the last server answer. */
export type SchemaFormErrors<T> = Partial<Record<keyof T, FieldError>> & { root?: { server?: FieldError } };

/** The errors of the fields alone. */
export type FieldErrors<T> = Partial<Record<keyof T, FieldError>>;

export interface SchemaForm<T extends { [K in keyof T]: string }, O = T> {
  /** Props for an uncontrolled input, select or radio of the field (all radios of a group share them). */
  register(name: keyof T & string): {
    name: string;
    ref: (element: FieldElement | null) => void;
    onChange: () => void;
  };
  /** The submit handler: checks the schema, then hands its output (trimmed values) to `onValid`. */
  handleSubmit(onValid: (values: O) => Promise<void> | void): (event?: FormEvent) => Promise<void>;
  /** What the fields hold now, as typed. */
  getValues(): T;
  setError(name: (keyof T & string) | 'root.server', error: FieldError): void;
  setFocus(name: keyof T & string): void;
  /** New starting values (written to the fields), no errors. */
  reset(values: T): void;
  formState: {
    errors: SchemaFormErrors<T>;
    /**
     * The fields' errors without the form-level one: the same object until a field's error
     * changes, so that fields given it need not render again for a press or a server answer.
     */
    fieldErrors: FieldErrors<T>;
    isSubmitting: boolean;
    /** How many submits the rules refused: the error summary takes focus when it changes. */
    invalidSubmits: number;
  };
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

/**
 * The error summary's entries: the error of each field of `ids` (in its order) linked to the field's
 * element, then the form-level error of the last server answer.
 */
export function summaryErrors<T>(
  ids: Partial<Record<keyof T, string>>,
  errors: SchemaFormErrors<T>,
): SummaryError[] {
  const list: SummaryError[] = [];
  for (const [field, fieldId] of Object.entries(ids) as [keyof T, string][]) {
    const message = errors[field]?.message;
    if (message) list.push({ fieldId, message });
  }
  const formError = errors.root?.server?.message;
  if (formError) list.push({ message: formError });
  return list;
}

type Check<T, O> = (values: T) => SchemaCheck<O>;

/**
 * Mon compte's one form engine (the profile form, the password form, each completion step): a small
 * state for uncontrolled fields checked by a valibot schema. The rules run on submit only,
 * then again on each change of a field that a submit found wrong (its error follows what is typed);
 * server errors are set by the caller and a field's clears when it changes. The schema and valibot
 * are loaded on demand (`loadSchema`, from the first change of a field or the first submit), so
 * that the first screen does not carry them; a failed load is a form error and the next submit
 * tries again. The schema's output may hold fewer fields than the form (a completion step's pick):
 * that output is what `onValid` receives.
 */
export function useSchemaForm<T extends { [K in keyof T]: string }, O = T>({
  defaultValues,
  loadSchema,
}: {
  defaultValues: T;
  /** Loads the schema; a new function (e.g. another clock) is a new schema. */
  loadSchema: () => Promise<v.GenericSchema<T, O>>;
}): SchemaForm<T, O> {
  const fields = useRef(new Map<string, FieldElement[]>());
  const starting = useRef(defaultValues);
  const submitted = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<T>>({});
  const [serverError, setServerError] = useState<FieldError | undefined>(undefined);
  const errors = useMemo<SchemaFormErrors<T>>(
    () => (serverError ? { ...fieldErrors, root: { server: serverError } } : fieldErrors),
    [fieldErrors, serverError],
  );
  // No error left: the same (empty) object as before, so that nothing renders again for it.
  const clearErrors = useCallback(() => {
    setFieldErrors((current) => (Object.values(current).some(Boolean) ? {} : current));
    setServerError(undefined);
  }, []);
  const [isSubmitting, setSubmitting] = useState(false);
  // A submit under way, from its check to the end of onValid.
  const inFlight = useRef(false);
  const [invalidSubmits, setInvalidSubmits] = useState(0);

  // The check once loaded (used at once by the changes that follow a submit), and its loading.
  const loaded = useRef<{
    from: typeof loadSchema;
    check?: Check<T, O>;
    loading: Promise<Check<T, O>>;
  } | null>(null);
  const loadCheck = useCallback((): Promise<Check<T, O>> => {
    if (loaded.current?.from === loadSchema) return loaded.current.loading;
    const entry: NonNullable<typeof loaded.current> = {
      from: loadSchema,
      loading: Promise.all([loadSchema(), import('./check-schema.ts')]).then(([schema, { checkSchema }]) => {
        const check: Check<T, O> = (values) => checkSchema(schema, values);
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
        setFieldErrors((current) => (current[name as keyof T] ? { ...current, [name]: undefined } : current));
        // The member is filling the form: the rules load now, so that the submit does not wait.
        loadCheck().catch(() => undefined);
        return;
      }
      const follow = (check: Check<T, O>) => {
        const result = check(getValues());
        const fieldError = result.success ? undefined : result.errors[name];
        setFieldErrors((current) =>
          current[name as keyof T] === fieldError ? current : { ...current, [name]: fieldError },
        );
      };
      const check = loaded.current?.from === loadSchema ? loaded.current.check : undefined;
      if (check) follow(check);
      else loadCheck().then(follow, () => undefined);
    },
    [loadSchema, loadCheck, getValues],
  );

  const registrations = useRef(new Map<string, ReturnType<SchemaForm<T, O>['register']>>());
  // The same function while the schema is: fields given it need not render again.
  const register = useCallback(
    (name: keyof T & string) => {
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
        };
        registrations.current.set(name, registration);
      }
      return registration;
    },
    [revalidate],
  );

  const handleSubmit: SchemaForm<T, O>['handleSubmit'] = (onValid) => async (event) => {
    event?.preventDefault();
    // A press while a submit is under way (its button is only aria-disabled) sends nothing: a
    // second save made from the same version would be refused and would replace the first's answer.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(onValid);
    } finally {
      inFlight.current = false;
    }
  };

  async function submit(onValid: (values: O) => Promise<void> | void): Promise<void> {
    submitted.current = true;
    // Once loaded, the rules run in the press's own task: the pressed button renders with it.
    let check = loaded.current?.from === loadSchema ? loaded.current.check : undefined;
    if (!check) {
      try {
        check = await loadCheck();
      } catch {
        setServerError({ type: 'load', message: messages.status.unknownError });
        // the summary takes focus and says it, as for a submit its rules refused
        setInvalidSubmits((count) => count + 1);
        return;
      }
    }
    const result = check(getValues());
    if (!result.success) {
      setFieldErrors(result.errors as FieldErrors<T>);
      setServerError(undefined);
      setInvalidSubmits((count) => count + 1);
      return;
    }
    clearErrors();
    setSubmitting(true);
    try {
      await onValid(result.output);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    register,
    handleSubmit,
    getValues,
    setError(name, error) {
      if (name === 'root.server') setServerError(error);
      else setFieldErrors((current) => ({ ...current, [name]: error }));
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
      clearErrors();
    },
    formState: { errors, fieldErrors, isSubmitting, invalidSubmits },
  };
}

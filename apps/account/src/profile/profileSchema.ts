import * as v from 'valibot';
import { normalizeName, fieldMessages } from '@portail/contracts';
import { birthDateIssue, genderOptions, isValidName, isValidPostalCode } from './profileRules.ts';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  postalCode: string;
  birthMonth: string;
  birthYear: string;
  gender: string;
}

const form = fieldMessages;

function nameSchema(required: string, invalid: string) {
  // NFC first, as the server reads it: combining accents (NFD) are the same name.
  return v.pipe(v.string(), v.transform(normalizeName), v.nonEmpty(required), v.check(isValidName, invalid));
}

/** Every rule and message of SPEC.md §5 for the profile form; `now` fixes the age rules. */
export function createProfileSchema(now: () => Date = () => new Date()): v.GenericSchema<ProfileFormValues> {
  return v.pipe(
    v.object({
      firstName: nameSchema(form.firstNameRequired, form.firstNameInvalid),
      lastName: nameSchema(form.lastNameRequired, form.lastNameInvalid),
      email: v.pipe(v.string(), v.trim(), v.nonEmpty(form.emailRequired), v.email(form.emailInvalid)),
      postalCode: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(form.postalCodeRequired),
        v.check(isValidPostalCode, form.postalCodeInvalid),
      ),
      birthMonth: v.pipe(v.string(), v.trim()),
      birthYear: v.pipe(v.string(), v.trim()),
      // A validation (not a picklist schema) so that the birth-date check still runs beside it.
      gender: v.pipe(
        v.string(),
        v.check((value) => genderOptions.some((option) => option.value === value), form.genderRequired),
      ),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      const issue = birthDateIssue(values.birthMonth, values.birthYear, now());
      if (!issue) return;
      addIssue({
        message: issue.message,
        path: [
          { type: 'object', origin: 'value', input: values, key: issue.field, value: values[issue.field] },
        ],
      });
    }),
  ) as v.GenericSchema<ProfileFormValues>;
}

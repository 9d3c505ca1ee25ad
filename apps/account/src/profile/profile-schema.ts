import * as v from 'valibot';
import { normalizeName, fieldMessages } from '@portail/contracts';
import { profileFields, type ProfileField } from './profile-fields.ts';
import {
  birthDateIssue,
  genderOptions,
  isValidName,
  isValidPostalCode,
  normalisePostalCode,
} from './profile-rules.ts';

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

/**
 * One schema per field, with the rules and messages of SPEC.md §5. Birth month and year are only
 * trimmed here: their rules read both and the clock (`birthDateRule`), so they apply to a pick
 * that holds both.
 */
export const profileFieldSchemas: { [K in ProfileField]: v.GenericSchema<string> } = {
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
};

/** The birth-date rule of SPEC.md §5 over month and year, its issue on the field it names. */
function birthDateRule(now: () => Date) {
  return v.rawCheck<Record<string, string>>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values = dataset.value;
    const issue = birthDateIssue(values.birthMonth ?? '', values.birthYear ?? '', now());
    if (!issue) return;
    addIssue({
      message: issue.message,
      path: [
        { type: 'object', origin: 'value', input: values, key: issue.field, value: values[issue.field] },
      ],
    });
  });
}

/**
 * The checked values as they are sent: the postal code as the server stores it (A1A 1A1), written
 * here once, the patch (`profile-patch.ts`) comparing what it gets. A transformation ends the pipe
 * (after it, valibot runs no rule on values that failed one), so it comes after every rule.
 */
function asSent(values: Record<string, string>): Record<string, string> {
  const { postalCode } = values;
  return postalCode === undefined ? values : { ...values, postalCode: normalisePostalCode(postalCode) };
}

/**
 * The schema of a pick of profile fields (SPEC.md §5): an object of their field schemas, plus the
 * birth-date rule when the pick holds month and year; `now` fixes the age rules. The whole form is
 * the pick of every field, a completion step the pick of its own; the output holds the picked fields
 * only, normalised as they are sent (names NFC and trimmed, email trimmed, postal code A1A 1A1): the
 * patch (`profile-patch.ts`) compares them as they are.
 */
export function createProfileSchema<F extends ProfileField = ProfileField>(
  now: () => Date = () => new Date(),
  fields: readonly F[] = profileFields as readonly F[],
): v.GenericSchema<ProfileFormValues, Pick<ProfileFormValues, F>> {
  const entries = Object.fromEntries(fields.map((field) => [field, profileFieldSchemas[field]]));
  const object: v.GenericSchema<Record<string, string>> = v.object(entries);
  const withBirthDate = fields.includes('birthMonth' as F) && fields.includes('birthYear' as F);
  const checked = withBirthDate ? v.pipe(object, birthDateRule(now)) : object;
  return v.pipe(checked, v.transform(asSent)) as unknown as v.GenericSchema<
    ProfileFormValues,
    Pick<ProfileFormValues, F>
  >;
}

import { fieldMessages, MAXIMUM_AGE_YEARS, MINIMUM_AGE, profileLackMessages } from '@portail/contracts';

/**
 * The form rules of SPEC.md §5, enforced by the server too: the field rules and every message are
 * @portail/contracts' (field-rules.ts), the ones Mon compte's forms use. Each check returns the
 * spec's French message, or undefined when the value is valid.
 */
export const profileMessages = {
  ...fieldMessages,
  ...profileLackMessages,
  regionInvalid: "La région choisie n'existe pas.",
} as const;

/** SPEC.md §3: region section ids run 1 to 29. */
export const REGION_ID_RANGE = { min: 1, max: 29 } as const;

export {
  emailError as checkEmail,
  nameError as checkName,
  newPasswordError as checkNewPassword,
  normalizePostalCode,
  postalCodeError as checkPostalCode,
} from '@portail/contracts';

/**
 * Birth month and year together: a real month, a year later than the current year minus 120, and an
 * age of at least 18 (counted in whole months, the birth day being unknown).
 */
export function checkBirthDate(month: number, year: number, today: Date): string | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    return profileMessages.birthDateInvalid;
  }
  const currentYear = today.getUTCFullYear();
  if (year <= currentYear - MAXIMUM_AGE_YEARS || year > currentYear) return profileMessages.birthDateInvalid;
  const ageInMonths = (currentYear - year) * 12 + (today.getUTCMonth() + 1 - month);
  if (ageInMonths < 0) return profileMessages.birthDateInvalid;
  if (ageInMonths < MINIMUM_AGE * 12) return profileMessages.minimumAge;
  return undefined;
}

/** Reads the `YYYY-MM` birthDate text; undefined when it is not that shape. */
export function parseBirthDate(value: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]) };
}

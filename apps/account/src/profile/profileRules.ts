import { messages } from '@portail/ui';

/** Letters (any script, accents included), apostrophes, hyphens, single spaces between words. */
const NAME_PATTERN = /^[\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+)*$/u;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** Canadian postal code: A1A 1A1, letters D F I O Q U never used, W and Z never first. */
const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim());
}

/** Upper case with the one space of Z1Z 2X2. */
export function normalisePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE_YEARS = 120;

export type BirthDateField = 'birthMonth' | 'birthYear';

/**
 * SPEC.md §5 birth-date rules on month and year text: both required, a real month, a four-digit
 * year no later than this year and later than this year minus 120, and at least 18 years old
 * (counted in months, as only month and year are known).
 */
export function birthDateIssue(
  month: string,
  year: string,
  now: Date,
): { field: BirthDateField; message: string } | null {
  const monthText = month.trim();
  const yearText = year.trim();
  if (monthText === '' && yearText === '')
    return { field: 'birthMonth', message: messages.form.birthDateRequired };
  if (monthText === '') return { field: 'birthMonth', message: messages.form.birthDateRequired };
  if (yearText === '') return { field: 'birthYear', message: messages.form.birthDateRequired };
  const monthNumber = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || monthNumber < 1 || monthNumber > 12) {
    return { field: 'birthMonth', message: messages.form.birthDateInvalid };
  }
  const yearNumber = Number(yearText);
  const currentYear = now.getFullYear();
  if (
    !/^\d{4}$/.test(yearText) ||
    yearNumber > currentYear ||
    yearNumber <= currentYear - MAXIMUM_AGE_YEARS
  ) {
    return { field: 'birthYear', message: messages.form.birthDateInvalid };
  }
  const ageInMonths = (currentYear - yearNumber) * 12 + (now.getMonth() + 1 - monthNumber);
  if (ageInMonths < MINIMUM_AGE * 12) return { field: 'birthYear', message: messages.form.minimumAge };
  return null;
}

/** The gender options of SPEC.md §3, in the spec's order. */
export const genderOptions = [
  { value: '2', label: messages.account.profile.genders.female },
  { value: '1', label: messages.account.profile.genders.male },
  { value: '0', label: messages.account.profile.genders.other },
  { value: '4', label: messages.account.profile.genders.undisclosed },
] as const;

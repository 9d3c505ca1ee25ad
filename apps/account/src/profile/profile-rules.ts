import {
  MAXIMUM_AGE_YEARS,
  MINIMUM_AGE,
  nameError,
  normalizePostalCode,
  postalCodeError,
  fieldMessages,
} from '@portail/contracts';

/** The member APIs' name rule (@portail/contracts field-rules.ts: NFC first, then the pattern). */
export function isValidName(value: string): boolean {
  return nameError(value, 'firstName') === undefined;
}

/** Canadian postal code: A1A 1A1, letters D F I O Q U never used, W and Z never first. */
export function isValidPostalCode(value: string): boolean {
  return value.trim() !== '' && postalCodeError(value) === undefined;
}

/** Upper case with the one space of Z1Z 2X2 (as the server stores it). */
export function normalisePostalCode(value: string): string {
  return normalizePostalCode(value) ?? value.replace(/\s+/g, '').toUpperCase();
}

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
    return { field: 'birthMonth', message: fieldMessages.birthDateRequired };
  if (monthText === '') return { field: 'birthMonth', message: fieldMessages.birthDateRequired };
  if (yearText === '') return { field: 'birthYear', message: fieldMessages.birthDateRequired };
  const monthNumber = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || monthNumber < 1 || monthNumber > 12) {
    return { field: 'birthMonth', message: fieldMessages.birthDateInvalid };
  }
  const yearNumber = Number(yearText);
  const currentYear = now.getFullYear();
  if (
    !/^\d{4}$/.test(yearText) ||
    yearNumber > currentYear ||
    yearNumber <= currentYear - MAXIMUM_AGE_YEARS
  ) {
    return { field: 'birthYear', message: fieldMessages.birthDateInvalid };
  }
  const ageInMonths = (currentYear - yearNumber) * 12 + (now.getMonth() + 1 - monthNumber);
  if (ageInMonths < MINIMUM_AGE * 12) return { field: 'birthYear', message: fieldMessages.minimumAge };
  return null;
}

// In a module of its own: the profile's loading screen lists them, without these rules.
export { genderOptions } from './gender-options.ts';

/**
 * The rules of the member fields (SPEC.md §5), one set for Mon compte's forms, the member APIs and
 * the identity provider's pages, with every French message of SPEC.md §5 (Mon compte shows this object;
 * its catalogue has no copy). Every text is put in Unicode NFC first: a name typed with combining
 * accents (NFD, as some keyboards and macOS file names give) is the same name as its composed form.
 * Each check returns the French message, or undefined when the value is valid.
 */
import { fieldMessages } from './field-messages.ts';

export { fieldMessages };

/** SPEC.md §5 and §9: at least 18 years old; a birth year later than the current year minus 120. */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE_YEARS = 120;

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

/** Letters and their marks (any script), apostrophes, hyphens; one space between words. */
const NAME_PATTERN = /^[\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+)*$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Canada Post: no D, F, I, O, Q, U; no W or Z as first letter. */
const POSTAL_CODE_PATTERN = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** The text in Unicode NFC: what every rule reads and what is stored. */
export function normalizeText(value: string): string {
  return value.normalize('NFC');
}

/** A name as stored: NFC, trimmed. */
export function normalizeName(value: string): string {
  return normalizeText(value).trim();
}

export function nameError(value: string, which: 'firstName' | 'lastName'): string | undefined {
  const name = normalizeName(value);
  const first = which === 'firstName';
  if (name === '') return first ? fieldMessages.firstNameRequired : fieldMessages.lastNameRequired;
  if ([...name].length > NAME_MAX_LENGTH || !NAME_PATTERN.test(name)) {
    return first ? fieldMessages.firstNameInvalid : fieldMessages.lastNameInvalid;
  }
  return undefined;
}

/** An email as stored: NFC, trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return normalizeText(value).trim().toLowerCase();
}

export function emailError(value: string): string | undefined {
  const email = normalizeText(value).trim();
  if (email === '') return fieldMessages.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return fieldMessages.emailInvalid;
  return undefined;
}

/** The postal code in its canonical form `A1A 1A1`, or undefined when it is not a Canadian one. */
export function normalizePostalCode(value: string): string | undefined {
  const match = POSTAL_CODE_PATTERN.exec(normalizeText(value).trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : undefined;
}

export function postalCodeError(value: string): string | undefined {
  if (value.trim() === '') return fieldMessages.postalCodeRequired;
  return normalizePostalCode(value) === undefined ? fieldMessages.postalCodeInvalid : undefined;
}

/**
 * A new password: 8 to 128 characters (counted in NFC code points), not only white space. The
 * password itself is not changed (no trimming): it is hashed as typed, in NFC.
 */
export function newPasswordError(value: string): string | undefined {
  if (value === '') return fieldMessages.passwordRequired;
  const length = [...normalizeText(value)].length;
  if (length < PASSWORD_MIN_LENGTH) return fieldMessages.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return fieldMessages.passwordTooLong;
  if (value.trim() === '') return fieldMessages.passwordBlank;
  return undefined;
}

/**
 * The form rules of SPEC.md §5, enforced by the server too. Each check returns the spec's French
 * message, or undefined when the value is valid.
 */
export const profileMessages = {
  firstNameRequired: 'Veuillez entrer votre prénom.',
  firstNameInvalid: "Le prénom ne peut contenir que des lettres, des apostrophes et des traits d'union.",
  lastNameRequired: 'Veuillez entrer votre nom.',
  lastNameInvalid: "Le nom ne peut contenir que des lettres, des apostrophes et des traits d'union.",
  emailRequired: 'Veuillez entrer votre adresse courriel.',
  emailInvalid: "L'adresse courriel est invalide.",
  postalCodeRequired: 'Veuillez entrer votre code postal.',
  postalCodeInvalid: "Le code postal n'est pas valide (format A1A 1A1).",
  birthDateRequired: 'Veuillez entrer vos mois et année de naissance.',
  birthDateInvalid: "La date de naissance n'est pas valide.",
  birthDateMissing: 'La date de naissance est manquante.',
  minimumAge: 'Vous devez avoir au moins 18 ans.',
  passwordRequired: 'Veuillez entrer un mot de passe.',
  passwordTooShort: 'Réessayez avec 8 caractères minimum.',
  genderRequired: 'Veuillez choisir une identité de genre.',
  regionInvalid: "La région choisie n'existe pas.",
} as const;

export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE_YEARS = 120;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** SPEC.md §3: region section ids run 1 to 29. */
export const REGION_ID_RANGE = { min: 1, max: 29 } as const;
export const GENDER_VALUES = [2, 1, 0, 4] as const;

/** Letters (any script, with accents), apostrophes and hyphens; words separated by one space. */
const NAME_PATTERN = /^[\p{L}'’-]+(?: [\p{L}'’-]+)*$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Canada Post: no D, F, I, O, Q, U; no W or Z as first letter. */
const POSTAL_CODE_PATTERN = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

export function checkName(value: string, which: 'firstName' | 'lastName'): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '')
    return which === 'firstName' ? profileMessages.firstNameRequired : profileMessages.lastNameRequired;
  if (trimmed.length > 100 || !NAME_PATTERN.test(trimmed)) {
    return which === 'firstName' ? profileMessages.firstNameInvalid : profileMessages.lastNameInvalid;
  }
  return undefined;
}

export function checkEmail(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return profileMessages.emailRequired;
  if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed)) return profileMessages.emailInvalid;
  return undefined;
}

/** The postal code in its canonical form `A1A 1A1`, or undefined when it is not a Canadian one. */
export function normalizePostalCode(value: string): string | undefined {
  const match = POSTAL_CODE_PATTERN.exec(value.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : undefined;
}

export function checkPostalCode(value: string): string | undefined {
  if (value.trim() === '') return profileMessages.postalCodeRequired;
  return normalizePostalCode(value) === undefined ? profileMessages.postalCodeInvalid : undefined;
}

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

export function checkNewPassword(value: string): string | undefined {
  if (value === '') return profileMessages.passwordRequired;
  const length = [...value].length;
  if (length < MIN_PASSWORD_LENGTH) return profileMessages.passwordTooShort;
  if (length > MAX_PASSWORD_LENGTH) return 'Le mot de passe ne peut pas dépasser 128 caractères.';
  return undefined;
}

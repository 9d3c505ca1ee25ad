import { GENDER_VALUES, normalizeText, PRODUCT_KEYS } from '@portail/contracts';
import type { MemberUpdate, ProductsRegions } from '../../members/index.ts';
import { ValidationError, apiErrorMessages } from '../errors.ts';
import {
  checkBirthDate,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPostalCode,
  normalizePostalCode,
  parseBirthDate,
  profileMessages,
  REGION_ID_RANGE,
} from './profile-rules.ts';

/** What a PATCH /id/v3/accounts/me body asks for, checked and normalised. */
export interface ProfilePatch {
  /** Profile fields to store as they are. */
  changes: Omit<MemberUpdate, 'email' | 'isEmailVerified'>;
  /** The new email, lower case (may equal the current one: then nothing changes). */
  email?: string;
  oldPassword?: string;
  newPassword?: string;
  b2CUrlPolicy?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(body: Record<string, unknown>, field: string, maxLength = 256): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value !== 'string' || value.length > maxLength) {
    throw new ValidationError(apiErrorMessages.validation, field);
  }
  // NFC before any rule, as the forms do: a name typed with combining accents is the same name.
  return normalizeText(value);
}

/** An integer sent as a number or as digits in a string ("05"); null for null or ''. */
function integer(value: unknown, field: string, message: string): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const number = typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw new ValidationError(message, field);
  return number;
}

function regions(value: unknown): Partial<ProductsRegions> {
  if (!isRecord(value)) throw new ValidationError(profileMessages.regionInvalid, 'productsRegions');
  const result: Partial<ProductsRegions> = {};
  for (const [key, raw] of Object.entries(value)) {
    const field = `productsRegions.${key}`;
    if (!(PRODUCT_KEYS as readonly string[]).includes(key))
      throw new ValidationError(profileMessages.regionInvalid, field);
    const id = integer(raw, field, profileMessages.regionInvalid);
    if (id === null || id === undefined || id < REGION_ID_RANGE.min || id > REGION_ID_RANGE.max) {
      throw new ValidationError(profileMessages.regionInvalid, field);
    }
    result[key as keyof ProductsRegions] = id;
  }
  return result;
}

/**
 * Checks a PATCH body with the rules of SPEC.md §5. Only the fields present are checked and changed;
 * identifiers, ban level, subscription and verification flags are not the member's to set and are
 * ignored. Birth month and year are checked together, completed by the stored ones when only one is
 * sent; birthDate ('YYYY-MM') is read only when birthYear is absent.
 */
export function parseProfilePatch(
  input: unknown,
  stored: { birthMonth: number | null; birthYear: number | null },
  today: Date,
): ProfilePatch {
  if (!isRecord(input)) throw new ValidationError(apiErrorMessages.invalidJson);
  const patch: ProfilePatch = { changes: {} };
  const { changes } = patch;

  for (const field of ['firstName', 'lastName'] as const) {
    const value = text(input, field, 100);
    if (value === undefined) continue;
    const message = checkName(value, field);
    if (message) throw new ValidationError(message, field);
    changes[field] = value.trim();
  }

  const email = text(input, 'email', 254);
  if (email !== undefined) {
    const message = checkEmail(email);
    if (message) throw new ValidationError(message, 'email');
    patch.email = email.trim().toLowerCase();
  }

  const postalCode = text(input, 'postalCode', 16);
  if (postalCode !== undefined) {
    const message = checkPostalCode(postalCode);
    if (message) throw new ValidationError(message, 'postalCode');
    changes.postalCode = normalizePostalCode(postalCode) ?? null;
  }

  let birthMonth = integer(input['birthMonth'], 'birthMonth', profileMessages.birthDateInvalid);
  let birthYear = integer(input['birthYear'], 'birthYear', profileMessages.birthDateInvalid);
  const birthDate = text(input, 'birthDate', 16);
  if (birthYear === undefined && birthDate !== undefined) {
    if (birthDate.trim() === '') throw new ValidationError(profileMessages.birthDateRequired, 'birthDate');
    const parsed = parseBirthDate(birthDate);
    if (!parsed) throw new ValidationError(profileMessages.birthDateInvalid, 'birthDate');
    birthYear = parsed.year;
    birthMonth = parsed.month;
  }
  if (birthMonth !== undefined || birthYear !== undefined) {
    const field = birthYear === undefined ? 'birthMonth' : 'birthYear';
    if (birthMonth === null || birthYear === null)
      throw new ValidationError(profileMessages.birthDateRequired, field);
    const month = birthMonth ?? stored.birthMonth;
    const year = birthYear ?? stored.birthYear;
    if (month === null || year === null) throw new ValidationError(profileMessages.birthDateMissing, field);
    const message = checkBirthDate(month, year, today);
    if (message) throw new ValidationError(message, field);
    changes.birthMonth = month;
    changes.birthYear = year;
  }

  const gender = integer(input['gender'], 'gender', profileMessages.genderRequired);
  if (gender !== undefined) {
    if (gender === null || !(GENDER_VALUES as readonly number[]).includes(gender)) {
      throw new ValidationError(profileMessages.genderRequired, 'gender');
    }
    changes.gender = gender as (typeof GENDER_VALUES)[number];
  }

  if (input['productsRegions'] !== undefined) changes.productsRegions = regions(input['productsRegions']);

  const oldPassword = text(input, 'oldPassword', 1024);
  if (oldPassword !== undefined) patch.oldPassword = oldPassword;
  const newPassword = text(input, 'newPassword', 1024);
  if (newPassword !== undefined) {
    const message = checkNewPassword(newPassword);
    if (message) throw new ValidationError(message, 'newPassword');
    patch.newPassword = newPassword;
  }
  const b2CUrlPolicy = text(input, 'b2CUrlPolicy', 4096);
  if (b2CUrlPolicy !== undefined && b2CUrlPolicy !== '') patch.b2CUrlPolicy = b2CUrlPolicy;
  return patch;
}

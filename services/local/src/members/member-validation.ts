import { InvalidMemberFieldError, PasswordTooShortError } from './member-errors.ts';
import { genders, type Gender, type MemberUpdate, type ProductsRegions } from './member.ts';

const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function assertPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new PasswordTooShortError();
}

function assertNullableInteger(field: string, value: unknown, min: number, max: number): void {
  if (value === null) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new InvalidMemberFieldError(field);
  }
}

function assertNullableString(field: string, value: unknown, maxLength: number): void {
  if (value === null) return;
  if (typeof value !== 'string' || value.length > maxLength) throw new InvalidMemberFieldError(field);
}

/**
 * Guards the store against values the schema cannot hold (the API validates the French form rules
 * before calling it; this only keeps the table consistent).
 */
export function assertMemberFields(fields: MemberUpdate): void {
  if (
    fields.email !== undefined &&
    (typeof fields.email !== 'string' || !EMAIL_PATTERN.test(fields.email.trim()))
  ) {
    throw new InvalidMemberFieldError('email');
  }
  for (const field of ['firstName', 'lastName'] as const) {
    const value = fields[field];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '' || value.length > 100)) {
      throw new InvalidMemberFieldError(field);
    }
  }
  if (fields.birthMonth !== undefined) assertNullableInteger('birthMonth', fields.birthMonth, 1, 12);
  if (fields.birthYear !== undefined) assertNullableInteger('birthYear', fields.birthYear, 1800, 9999);
  if (fields.gender !== undefined && fields.gender !== null && !genders.includes(fields.gender as Gender)) {
    throw new InvalidMemberFieldError('gender');
  }
  if (fields.postalCode !== undefined) assertNullableString('postalCode', fields.postalCode, 16);
  if (fields.employeeId !== undefined) assertNullableString('employeeId', fields.employeeId, 64);
  if (fields.ldapUsername !== undefined) assertNullableString('ldapUsername', fields.ldapUsername, 64);
  if (fields.picture !== undefined) assertNullableString('picture', fields.picture, 2048);
  if (fields.banLevel !== undefined && fields.banLevel !== null && fields.banLevel !== 'login') {
    throw new InvalidMemberFieldError('banLevel');
  }
  if (fields.productsRegions !== undefined) {
    for (const [key, id] of Object.entries(fields.productsRegions as Partial<ProductsRegions>)) {
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw new InvalidMemberFieldError(key);
    }
  }
}

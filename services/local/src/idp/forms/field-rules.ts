import { MIN_PASSWORD_LENGTH } from '../../members/member-validation.ts';
import { messages } from '../messages.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (any script), apostrophes, hyphens; single spaces between parts. */
const NAME_PATTERN = /^[\p{L}'’-]+(?: [\p{L}'’-]+)*$/u;

/** One error message or undefined, per field; the French texts of SPEC.md §5. */
export function emailError(value: string): string | undefined {
  if (value.trim() === '') return messages.emailRequired;
  if (value.length > 254 || !EMAIL_PATTERN.test(value.trim())) return messages.emailInvalid;
  return undefined;
}

export function nameError(value: string, which: 'firstName' | 'lastName'): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return which === 'firstName' ? messages.firstNameRequired : messages.lastNameRequired;
  if (trimmed.length > 100 || !NAME_PATTERN.test(trimmed)) {
    return which === 'firstName' ? messages.firstNameInvalid : messages.lastNameInvalid;
  }
  return undefined;
}

export function newPasswordError(value: string): string | undefined {
  if (value === '') return messages.passwordRequired;
  if ([...value].length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort;
  if (value.length > 256) return messages.passwordTooShort;
  return undefined;
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return messages.passwordRequired;
  return password === confirmation ? undefined : messages.passwordMismatch;
}

/** A form body as posted (application/x-www-form-urlencoded): every value a string, at most 1000 chars. */
export function formText(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 1000) : '';
}

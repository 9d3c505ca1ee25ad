/**
 * The provider's pages check names, emails and new passwords with the rules Mon compte and the member
 * APIs use (@portail/contracts field-rules.ts: NFC first, a password of spaces only refused).
 */
export { emailError, nameError, newPasswordError, normalizeName, normalizeText } from '@portail/contracts';
import { messages } from '../messages.ts';

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return messages.passwordRequired;
  return password === confirmation ? undefined : messages.passwordMismatch;
}

/** A form body as posted (application/x-www-form-urlencoded): every value a string, at most 1000 chars. */
export function formText(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 1000) : '';
}

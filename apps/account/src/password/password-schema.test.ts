import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { passwordSchema } from './password-schema.ts';

const attempt = (newPassword: string) =>
  v.safeParse(passwordSchema, { oldPassword: 'Bonjour-2026', newPassword, confirmPassword: newPassword });

describe('passwordSchema', () => {
  it('refuses a new password of spaces only with the message the server gives', () => {
    const result = attempt('          ');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Le mot de passe ne peut pas être fait que d’espaces.');
  });

  it('accepts a password with spaces between words', () => {
    expect(attempt('de bons mots').success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  emailError,
  fieldMessages,
  nameError,
  newPasswordError,
  normalizeName,
  postalCodeError,
} from './field-rules.ts';

describe('field rules shared by Mon compte, the member APIs and the provider', () => {
  it('accepts a name typed with combining accents (NFD) and stores it composed (NFC)', () => {
    const nfd = 'Geneviève Béland'.normalize('NFD');
    expect(nfd).not.toBe('Geneviève Béland');
    expect(nameError(nfd, 'firstName')).toBeUndefined();
    expect(normalizeName(`  ${nfd} `)).toBe('Geneviève Béland');
  });

  it('refuses digits, symbols and repeated spaces in names with the French messages', () => {
    expect(nameError('Jean2', 'firstName')).toBe(fieldMessages.firstNameInvalid);
    expect(nameError('Jean  Paul', 'lastName')).toBe(fieldMessages.lastNameInvalid);
    expect(nameError('  ', 'lastName')).toBe('Veuillez entrer votre nom.');
    expect(nameError("O'Neil-Tremblay", 'lastName')).toBeUndefined();
  });

  it('refuses a password of spaces only, and one under 8 characters', () => {
    expect(newPasswordError('        ')).toBe('Le mot de passe ne peut pas être fait que d’espaces.');
    expect(newPasswordError('\u00a0\u2003\t\t\t\t\t\t')).toBe(fieldMessages.passwordBlank);
    expect(newPasswordError('court')).toBe('Réessayez avec 8 caractères minimum.');
    expect(newPasswordError('')).toBe('Veuillez entrer un mot de passe.');
    expect(newPasswordError('x'.repeat(129))).toBe(fieldMessages.passwordTooLong);
    expect(newPasswordError('de bons mots')).toBeUndefined();
  });

  it('checks emails and Canadian postal codes', () => {
    expect(emailError('')).toBe(fieldMessages.emailRequired);
    expect(emailError('a@b')).toBe(fieldMessages.emailInvalid);
    expect(emailError(' julie@exemple.ca ')).toBeUndefined();
    expect(postalCodeError('h2x1y4')).toBeUndefined();
    expect(postalCodeError('D2X 1Y4')).toBe(fieldMessages.postalCodeInvalid);
  });
});

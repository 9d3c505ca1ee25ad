import { describe, expect, it } from 'vitest';
import { fieldMessages, monthNames } from '@portail/contracts';
import { formatMessage } from './format.ts';
import { messages } from './messages.ts';

describe('formatMessage', () => {
  it('fills the placeholders of a catalogue message', () => {
    expect(formatMessage(messages.errors.httpUnresolved, { url: '/x', status: 500 })).toBe(
      'Impossible de résoudre /x (500)',
    );
  });

  it('refuses to print a message whose value is missing', () => {
    expect(() => formatMessage(messages.errors.httpUnresolved, { url: '/x' })).toThrow(
      /Missing value for \{status\}/,
    );
  });
});

describe('catalogue', () => {
  it('keeps the spec messages word for word', () => {
    expect(fieldMessages.passwordTooShort).toBe('Réessayez avec 8 caractères minimum.');
    expect(messages.notFound.description).toBe('Désolé! La page que vous avez demandée est introuvable');
    expect(messages.status.profileCompleted).toBe('Votre profil est maintenant complété. Bienvenue!');
  });

  it('leaves the field messages, month names and password hint to @portail/contracts (no copy to drift)', () => {
    const sections = Object.values(messages).flatMap((section) => JSON.stringify(section));
    for (const text of [...Object.values(fieldMessages), ...monthNames]) {
      expect(sections.some((section) => section.includes(JSON.stringify(text)))).toBe(false);
    }
  });
});

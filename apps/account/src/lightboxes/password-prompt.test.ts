import { describe, expect, it } from 'vitest';
import { createLightboxController } from '@portail/ui';
import { createPasswordPrompt } from './password-prompt.ts';
import type { AccountLightboxPayloads } from './payloads.ts';

function setUp() {
  const lightbox = createLightboxController<AccountLightboxPayloads>(null);
  return { lightbox, prompt: createPasswordPrompt(lightbox) };
}

describe('createPasswordPrompt', () => {
  it('opens the prompt of the kind asked, holding no payload, and hands the password typed to the asker', async () => {
    const { lightbox, prompt } = setUp();
    const asked = prompt.ask('PASSWORD_VALIDATION_DELETE_ACCOUNT');
    expect(lightbox.current()).toEqual({
      id: 'PASSWORD_VALIDATION_DELETE_ACCOUNT',
      payload: null,
      options: {},
    });
    const answered = prompt.answer('secret');
    await expect(asked).resolves.toBe('secret');
    lightbox.close();
    await expect(answered).resolves.toBeNull();
  });

  it('puts a refusal on the field and waits for the next password', async () => {
    const { prompt } = setUp();
    const asked = prompt.ask('PASSWORD_VALIDATION');
    const first = prompt.answer('faux');
    await expect(asked).resolves.toBe('faux');
    const next = prompt.refuse('Mot de passe incorrect.');
    await expect(first).resolves.toEqual({ passwordError: 'Mot de passe incorrect.' });
    void prompt.answer('vrai');
    await expect(next).resolves.toBe('vrai');
  });

  it('tells the asker null when the member closes the prompt, or another lightbox replaces it', async () => {
    const { lightbox, prompt } = setUp();
    const closed = prompt.ask('PASSWORD_VALIDATION');
    lightbox.close();
    await expect(closed).resolves.toBeNull();
    const replaced = prompt.ask('PASSWORD_VALIDATION');
    lightbox.open('RECONNECT', null);
    await expect(replaced).resolves.toBeNull();
    // Nothing waits any more: a refusal after the close has no password to wait for.
    await expect(prompt.refuse('Non.')).resolves.toBeNull();
  });

  it('answers null to a dialog whose question has ended, sending nothing', async () => {
    const { lightbox, prompt } = setUp();
    const asked = prompt.ask('PASSWORD_VALIDATION');
    lightbox.close();
    await expect(asked).resolves.toBeNull();
    await expect(prompt.answer('secret')).resolves.toBeNull();
  });
});

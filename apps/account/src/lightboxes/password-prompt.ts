import type { LightboxController } from '@portail/ui';
import type { AccountLightboxPayloads, PasswordPromptResult } from './payloads.ts';

/** The two password prompts of SPEC.md §4.7: the email change and the account's deletion. */
export type PasswordPromptKind = 'PASSWORD_VALIDATION' | 'PASSWORD_VALIDATION_DELETE_ACCOUNT';

/**
 * A password prompt as a question: what needs the password (the profile save of an email change,
 * the deletion) asks and awaits the answer, sends it, and refuses it or closes the prompt; the
 * dialog only answers. The lightbox store holds the prompt's kind and nothing else (data only); the
 * question's state is here, one question at a time.
 */
export interface PasswordPrompt {
  /** Opens the prompt of `kind`; resolves with the password typed, or null once the prompt closes. */
  ask(kind: PasswordPromptKind): Promise<string | null>;
  /** The password was refused: `message` goes on its field; resolves with the next one, or null once closed. */
  refuse(message: string): Promise<string | null>;
  /**
   * The dialog's submit: hands `password` to whoever asked; resolves with the message to put on the
   * field when it is refused, null once the asker is done (or when nothing asks any more).
   */
  answer(password: string): Promise<PasswordPromptResult>;
}

export function createPasswordPrompt(
  lightbox: Pick<LightboxController<AccountLightboxPayloads>, 'open' | 'current' | 'store'>,
): PasswordPrompt {
  let asker: ((password: string | null) => void) | null = null;
  let dialog: ((result: PasswordPromptResult) => void) | null = null;
  let stopWatching: (() => void) | null = null;

  // The prompt closed (Annuler, Esc, the asker done, another lightbox opened): nothing waits any more.
  const settle = () => {
    stopWatching?.();
    stopWatching = null;
    asker?.(null);
    dialog?.(null);
    asker = null;
    dialog = null;
  };
  const nextPassword = () =>
    stopWatching === null
      ? Promise.resolve(null)
      : new Promise<string | null>((resolve) => {
          asker = resolve;
        });

  return {
    ask(kind) {
      settle();
      lightbox.open(kind, null);
      const opened = lightbox.current();
      stopWatching = lightbox.store.subscribe(() => {
        if (lightbox.current() !== opened) settle();
      });
      return nextPassword();
    },
    refuse(message) {
      dialog?.({ passwordError: message });
      dialog = null;
      return nextPassword();
    },
    answer(password) {
      const waiting = asker;
      asker = null;
      if (!waiting) return Promise.resolve(null);
      return new Promise<PasswordPromptResult>((resolve) => {
        dialog = resolve;
        waiting(password);
      });
    },
  };
}

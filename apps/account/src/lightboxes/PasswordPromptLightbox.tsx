import { fieldMessages } from '@portail/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { accountLightboxMessages, accountSettingsMessages, Lightbox, PasswordField } from '@portail/ui';
import type { PasswordPromptResult } from './payloads.ts';

export interface PasswordPromptLightboxProps {
  title: string;
  text: string;
  submitLabel: string;
  /** A destructive confirmation: alertdialog role and the danger button. */
  destructive?: boolean;
  fieldId: string;
  /** Hands the password to what asked for it (`password-prompt.ts`): the field's message if refused. */
  onConfirm: (password: string) => Promise<PasswordPromptResult>;
  onClose: () => void;
}

/** Asks for « Mot de passe » and hands it to `onConfirm`; « Annuler » (least destructive) comes first. */
export function PasswordPromptLightbox({
  title,
  text,
  submitLabel,
  destructive = false,
  fieldId,
  onConfirm,
  onClose,
}: PasswordPromptLightboxProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(fieldMessages.passwordRequired);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await onConfirm(password);
    if (!inputRef.current?.isConnected) return;
    setBusy(false);
    if (result) {
      setError(result.passwordError);
      inputRef.current.focus();
    }
  };

  return (
    <Lightbox
      title={title}
      onClose={onClose}
      role={destructive ? 'alertdialog' : 'dialog'}
      initialFocus={inputRef}
    >
      <p>{text}</p>
      <form noValidate onSubmit={onSubmit}>
        <PasswordField
          ref={inputRef}
          id={fieldId}
          label={accountSettingsMessages.passwordValidation.password}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
        />
        <div className="lightbox-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {accountLightboxMessages.cancel}
          </button>
          <button
            type="submit"
            className={destructive ? 'button button-danger' : 'button button-primary'}
            aria-disabled={busy || undefined}
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </Lightbox>
  );
}

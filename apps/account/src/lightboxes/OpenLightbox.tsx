import { accountMessages } from '@portail/contracts';
import { useRef } from 'react';
import {
  accountLightboxMessages,
  accountSettingsMessages,
  formatMessage,
  Lightbox,
  type LightboxState,
  messages,
  scheduledDeletionMessages,
} from '@portail/ui';
import { useAccount } from '../context.ts';
import { MessageLightbox } from './MessageLightbox.tsx';
import { PasswordPromptLightbox } from './PasswordPromptLightbox.tsx';
import type { AccountLightboxPayloads, PasswordResetPayload } from './payloads.ts';

const settings = accountSettingsMessages;

function ResetResult({ payload }: { payload: PasswordResetPayload }) {
  if (!payload.hasError) return <p>{formatMessage(settings.reset.sent, { email: payload.email })}</p>;
  return (
    <>
      <p>{payload.maxTries ? accountMessages.resetMaxTries : accountLightboxMessages.resetSendError}</p>
      {payload.errorCode ? (
        <p className="lightbox-code">
          {formatMessage(settings.reset.errorCode, { code: payload.errorCode })}
        </p>
      ) : null}
    </>
  );
}

function ReconnectLightbox({ harmonized, onClose }: { harmonized: boolean; onClose: () => void }) {
  const { session } = useAccount();
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Lightbox
      title={settings.reconnect.title}
      onClose={onClose}
      initialFocus={stayRef}
      className={harmonized ? 'lightbox-harmonized' : undefined}
    >
      <p>{settings.reconnect.text}</p>
      <div className="lightbox-actions">
        <button ref={stayRef} type="button" className="button button-secondary" onClick={onClose}>
          {settings.reconnect.stay}
        </button>
        <button type="button" className="button button-primary" onClick={() => session.logout()}>
          {settings.reconnect.reconnect}
        </button>
      </div>
    </Lightbox>
  );
}

/** The dialog of one lightbox kind (a lazy chunk: no dialog is needed for the first paint). */
export function OpenLightbox({
  current,
  close,
}: {
  current: LightboxState<AccountLightboxPayloads>;
  close: () => void;
}) {
  // A password prompt answers the question of what opened it (the save, the deletion), which sends it.
  const { passwordPrompt } = useAccount();
  switch (current.id) {
    case 'PASSWORD_VALIDATION':
      return (
        <PasswordPromptLightbox
          title={settings.passwordValidation.title}
          text={settings.passwordValidation.text}
          submitLabel={settings.passwordValidation.confirm}
          fieldId="password-validation"
          onConfirm={passwordPrompt.answer}
          onClose={close}
        />
      );
    case 'PASSWORD_VALIDATION_DELETE_ACCOUNT':
      return (
        <PasswordPromptLightbox
          title={settings.deletion.confirmTitle}
          text={settings.deletion.confirmText}
          submitLabel={settings.deletion.confirm}
          destructive
          fieldId="delete-password"
          onConfirm={passwordPrompt.answer}
          onClose={close}
        />
      );
    case 'HAS_SUBSCRIPTION':
      return (
        <MessageLightbox title={settings.deletion.subscriptionTitle} onClose={close}>
          <p>{settings.deletion.subscriptionText}</p>
        </MessageLightbox>
      );
    case 'ACCOUNT_DELETED':
      return (
        <MessageLightbox title={scheduledDeletionMessages.title} onClose={close}>
          <p>{scheduledDeletionMessages.deleted}</p>
        </MessageLightbox>
      );
    case 'PASSWORD_RESET':
      return (
        <MessageLightbox title={settings.reset.title} onClose={close}>
          <ResetResult payload={current.payload} />
        </MessageLightbox>
      );
    case 'SIMPLE_LIGHTBOX':
      return (
        <MessageLightbox title={current.payload.title} onClose={close}>
          {current.payload.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </MessageLightbox>
      );
    case 'PROFILAGE_ERROR':
      return (
        <MessageLightbox title={accountLightboxMessages.profilageErrorTitle} onClose={close}>
          <p>{current.payload.message ?? messages.status.unknownError}</p>
        </MessageLightbox>
      );
    case 'RECONNECT':
      return <ReconnectLightbox harmonized={false} onClose={close} />;
    case 'RECONNECT_HARMONIZED':
      return <ReconnectLightbox harmonized onClose={close} />;
  }
}

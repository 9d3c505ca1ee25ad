import { useState } from 'react';
import { messages, StatusType } from '@portail/ui';
import { useAccount } from '../context.ts';
import type { MemberProfile } from '../member/member-profile.ts';

const text = messages.account.emailValidation;

/** For an unverified member: the instruction and the send button; « C'est envoyé! » once sent. */
export function EmailValidation({ profile }: { profile: Pick<MemberProfile, 'email' | 'isEmailVerified'> }) {
  const services = useAccount();
  const [busy, setBusy] = useState(false);
  if (profile.isEmailVerified) return null;

  const send = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The sending code and what it shows load with the press: the first screen does not need them.
      const { sendValidationEmail } = await import('./send-validation-email.ts');
      await sendValidationEmail(services, profile.email);
    } catch {
      // Its code could not load (the network is gone): nothing was sent.
      services.statusBar.show({ statusText: messages.status.unknownError, statusType: StatusType.error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="notice notice-warning">
      <p className="notice-title">{text.notVerified}</p>
      <p>{text.instruction}</p>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={busy || undefined}
        onClick={send}
      >
        {text.send}
      </button>
    </div>
  );
}

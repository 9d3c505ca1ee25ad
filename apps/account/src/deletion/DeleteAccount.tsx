import { useEffect } from 'react';
import { messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { confirmAccountDeletion, requestAccountDeletion } from './delete-account.ts';

export function DeleteAccount({ profile }: { profile: MemberProfile }) {
  const services = useAccount();
  // The deletion prompt's action, carried out here while the section is on the page.
  useEffect(
    () =>
      services.prompts.handle('account-deletion', (password) => confirmAccountDeletion(services, password)),
    [services],
  );
  return (
    <>
      <p>{messages.account.deletion.text}</p>
      <button
        type="button"
        className="button button-danger"
        onClick={() => requestAccountDeletion(services, profile.hasSubscription)}
      >
        {messages.account.deletion.button}
      </button>
    </>
  );
}

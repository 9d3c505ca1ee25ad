import { messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import type { MemberProfile } from '../member/memberProfile.ts';
import { requestAccountDeletion } from './deleteAccount.ts';

export function DeleteAccount({ profile }: { profile: MemberProfile }) {
  const services = useAccount();
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

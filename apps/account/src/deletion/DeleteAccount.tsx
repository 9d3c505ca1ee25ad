import { accountSettingsMessages } from '@portail/ui';
import { useAccount } from '../context.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { requestAccountDeletion } from './delete-account.ts';

export function DeleteAccount({ profile }: { profile: Pick<MemberProfile, 'hasSubscription'> }) {
  const services = useAccount();
  return (
    <>
      <p>{accountSettingsMessages.deletion.text}</p>
      <button
        type="button"
        className="button button-danger"
        onClick={() => void requestAccountDeletion(services, profile.hasSubscription)}
      >
        {accountSettingsMessages.deletion.button}
      </button>
    </>
  );
}

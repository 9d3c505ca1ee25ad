import { accountSettingsMessages } from '@portail/ui';
import { DataDownload } from '../data/DataDownload.tsx';
import { DeleteAccount } from '../deletion/DeleteAccount.tsx';
import type { MemberProfile } from '../member/member-profile.ts';
import { PasswordForm } from '../password/PasswordForm.tsx';
import { PasswordReset } from '../password/PasswordReset.tsx';

const text = accountSettingsMessages;

/** The sections under the profile form: password, data portability, deletion (a lazy chunk). */
export function AccountSettings({ profile }: { profile: Pick<MemberProfile, 'email' | 'hasSubscription'> }) {
  return (
    <>
      <section className="account-section" aria-labelledby="password-heading">
        <h2 id="password-heading">{text.password.heading}</h2>
        <PasswordForm />
        <PasswordReset profile={profile} />
      </section>
      <section className="account-section" aria-labelledby="data-heading">
        <h2 id="data-heading">{text.data.heading}</h2>
        <DataDownload />
      </section>
      <section className="account-section account-section-danger" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{text.deletion.heading}</h2>
        <DeleteAccount profile={profile} />
      </section>
    </>
  );
}

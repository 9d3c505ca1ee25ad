import { lazy, Suspense } from 'react';
import { messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { EmailValidation } from '../email-validation/EmailValidation.tsx';
import type { MemberProfile } from '../member/memberProfile.ts';
import { ProfileForm } from '../profile/ProfileForm.tsx';
import { withKeptQuery } from '../router/keptQuery.ts';
import { StaffFields } from '../staff/StaffFields.tsx';

const text = messages.account;

// Below the profile form, loaded after the first paint to keep "/" within its JS budget.
const AccountSettings = lazy(() =>
  import('./AccountSettings.tsx').then((module) => ({ default: module.AccountSettings })),
);

export function isIncomplete(profile: MemberProfile): boolean {
  return (
    !profile.firstName ||
    !profile.lastName ||
    !profile.postalCode ||
    !profile.birthDate ||
    profile.gender === null
  );
}

/** "/": the member's profile, password, data and deletion. */
export function ProfilePage({ profile }: { profile: MemberProfile }) {
  const { router } = useAccount();
  return (
    <>
      <div className="profile-heading">
        {profile.picture ? (
          <img
            className="profile-picture"
            src={profile.picture}
            alt={text.profile.picture}
            width={72}
            height={72}
          />
        ) : null}
        <div>
          <h1>{text.profile.heading}</h1>
          <p className="account-lead">{profile.email}</p>
          <a href={withKeptQuery('/avatar', router.location().search)}>{text.nav.avatar}</a>
        </div>
      </div>
      {isIncomplete(profile) ? (
        <p className="notice notice-info">{messages.status.profileIncomplete}</p>
      ) : null}
      <section className="account-section" aria-labelledby="personal-heading">
        <h2 id="personal-heading">{text.profile.personal}</h2>
        <EmailValidation profile={profile} />
        <ProfileForm key={profile.rcId} profile={profile} />
      </section>
      <StaffFields profile={profile} />
      <Suspense fallback={null}>
        <AccountSettings profile={profile} />
      </Suspense>
    </>
  );
}

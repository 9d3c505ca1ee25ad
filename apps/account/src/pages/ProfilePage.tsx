import { lazy, Suspense } from 'react';
import { messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { EmailValidation } from '../email-validation/EmailValidation.tsx';
import type { MemberProfile } from '../member/member-profile.ts';
import { ProfileForm } from '../profile/ProfileForm.tsx';
import { PersonalSection, ProfileHeading } from './ProfileHeading.tsx';
import { StaffFields } from '../staff/StaffFields.tsx';

// Below the profile form, loaded after the first paint to keep "/" within its JS budget.
const AccountSettings = lazy(() =>
  import('./AccountSettings.tsx').then((module) => ({ default: module.AccountSettings })),
);

function isIncomplete(profile: MemberProfile): boolean {
  return (
    !profile.firstName ||
    !profile.lastName ||
    !profile.postalCode ||
    !profile.birthDate ||
    profile.gender === null
  );
}

/**
 * "/": the member's profile, password, data and deletion. `metric` is the page data's analytics
 * block (null until it has loaded): a profile save reports it. A chunk of its own (routes.ts), which
 * main.tsx loads beside the sign-in answer's reading: the other pages' first script is without it.
 */
export function ProfilePage({ profile, metric }: { profile: MemberProfile; metric: unknown }) {
  const { router } = useAccount();
  return (
    <>
      <ProfileHeading profile={profile} search={router.location().search} />
      {isIncomplete(profile) ? (
        <p className="notice notice-info">{messages.status.profileIncomplete}</p>
      ) : null}
      <PersonalSection>
        <EmailValidation profile={profile} />
        <ProfileForm key={profile.rcId} profile={profile} metric={metric} />
      </PersonalSection>
      <StaffFields profile={profile} />
      <Suspense fallback={null}>
        <AccountSettings profile={profile} />
      </Suspense>
    </>
  );
}

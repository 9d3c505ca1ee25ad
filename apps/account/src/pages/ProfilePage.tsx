import { lazy, Suspense } from 'react';
import { useStore } from '@portail/state';
import { messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { EmailValidation } from '../email-validation/EmailValidation.tsx';
import { incompleteProfile, useMemberFields } from '../member/member-fields.ts';
import { ProfileForm } from '../profile/ProfileForm.tsx';
import { PersonalSection, ProfileHeading } from './ProfileHeading.tsx';

// Below the profile form, loaded after the first paint to keep "/" within its JS budget.
const AccountSettings = lazy(() =>
  import('./AccountSettings.tsx').then((module) => ({ default: module.AccountSettings })),
);
// Below the form too, and only internal staff have them: loaded for them alone.
const StaffFields = lazy(() =>
  import('../staff/StaffFields.tsx').then((module) => ({ default: module.StaffFields })),
);

/**
 * What the page shows of the member outside the form (the heading, the email's notice, the staff
 * fields, the settings' reset mail and deletion): a save that changes none of them (the names, the
 * postal code...) does not render the page again, only the form.
 */
const shownFields = [
  'rcId',
  'email',
  'picture',
  'isEmailVerified',
  'hasSubscription',
  'employeeId',
  'ldapUsername',
] as const;

/**
 * "/": the member's profile, password, data and deletion, read from the member store. `metric` is
 * the page data's analytics block (null until it has loaded): a profile save reports it. A chunk of
 * its own (routes.ts), which main.tsx loads beside the sign-in answer's reading: the other pages'
 * first script is without it.
 */
export function ProfilePage({ metric }: { metric: unknown }) {
  const { member, router } = useAccount();
  const profile = useMemberFields(member, shownFields);
  const incomplete = useStore(member, incompleteProfile);
  if (!profile) return null;
  return (
    <>
      <ProfileHeading profile={profile} search={router.location().search} />
      {incomplete ? <p className="notice notice-info">{messages.status.profileIncomplete}</p> : null}
      <PersonalSection>
        <EmailValidation profile={profile} />
        <ProfileForm key={profile.rcId} metric={metric} />
      </PersonalSection>
      {profile.employeeId || profile.ldapUsername ? (
        <Suspense fallback={null}>
          <StaffFields profile={profile} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <AccountSettings profile={profile} />
      </Suspense>
    </>
  );
}

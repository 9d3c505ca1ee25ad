import { lazy, Suspense, type ReactNode } from 'react';
import { messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { EmailValidation } from '../email-validation/EmailValidation.tsx';
import { SkeletonLine } from '../loading/Skeleton.tsx';
import type { MemberProfile } from '../member/member-profile.ts';
import { ProfileForm } from '../profile/ProfileForm.tsx';
import { withKeptQuery } from '../router/kept-query.ts';
import { StaffFields } from '../staff/StaffFields.tsx';

const text = messages.account;

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
 * The top of "/": the photo (an empty circle of its size when there is none), the heading, the
 * email and the link to the photo page. While the member loads (`profile` null) the email is a
 * placeholder of its line: the block has its loaded size.
 */
export function ProfileHeading({ profile, search }: { profile: MemberProfile | null; search: string }) {
  return (
    <div className="profile-heading">
      {profile?.picture ? (
        <img
          className="profile-picture"
          src={profile.picture}
          alt={text.profile.picture}
          width={72}
          height={72}
        />
      ) : (
        <span className="profile-picture profile-picture-empty" aria-hidden="true" />
      )}
      <div>
        <h1>{text.profile.heading}</h1>
        {profile ? (
          <p className="account-lead">{profile.email}</p>
        ) : (
          <p className="account-lead" aria-hidden="true">
            <SkeletonLine />
          </p>
        )}
        <a href={withKeptQuery('/avatar', search)}>{text.nav.avatar}</a>
      </div>
    </div>
  );
}

/** « Renseignements personnels »: the section of the profile form (its heading is the page's largest text). */
export function PersonalSection({ children }: { children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby="personal-heading">
      <h2 id="personal-heading">{text.profile.personal}</h2>
      {children}
    </section>
  );
}

/**
 * "/": the member's profile, password, data and deletion. `metric` is the page data's analytics
 * block (null until it has loaded): a profile save reports it.
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

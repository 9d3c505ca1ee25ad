import type { ReactNode } from 'react';
import { messages } from '@portail/ui';
import { SkeletonLine } from '../loading/Skeleton.tsx';
import type { MemberProfile } from '../member/member-profile.ts';
import { withKeptQuery } from '../router/kept-query.ts';

const text = messages.account;

/**
 * The top of "/": the photo (an empty circle of its size when there is none), the heading, the
 * email and the link to the photo page. While the member loads (`profile` null) the email is a
 * placeholder of its line: the block has its loaded size.
 */
export function ProfileHeading({
  profile,
  search,
}: {
  profile: Pick<MemberProfile, 'picture' | 'email'> | null;
  search: string;
}) {
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

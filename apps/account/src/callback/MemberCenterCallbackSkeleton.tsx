import { messages } from '@portail/ui';
import { PageSkeleton, SkeletonButton, SkeletonLine } from '../loading/Skeleton.tsx';

/**
 * /callback/membercenter while the member loads (and while an email validation is checked): its
 * heading and message depend on what the provider answered, so both are placeholders (two lines
 * each), above the place of the « back to the profile » button.
 */
export function MemberCenterCallbackSkeleton() {
  return (
    <PageSkeleton>
      <div className="member-center-return" aria-hidden="true">
        <p className="skeleton-heading">
          <SkeletonLine />
          <SkeletonLine short />
        </p>
        <div className="notice skeleton-notice">
          <p>
            <SkeletonLine />
            <SkeletonLine short />
          </p>
        </div>
        <p>
          <SkeletonButton label={messages.accountFlows.memberCenterCallback.toProfile} />
        </p>
      </div>
    </PageSkeleton>
  );
}

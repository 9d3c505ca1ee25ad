import { accountReturnMessages } from '@portail/ui';
import { PageSkeleton, SkeletonButton, SkeletonLine } from '../loading/Skeleton.tsx';
import { memberCenterReturnOf } from './member-center-return.ts';
import { returnHeadingOf } from './return-heading.ts';

/**
 * /callback/membercenter while the member loads (and while an email validation is checked): its
 * message depends on what the provider answered and on the profile, so it is a placeholder (two
 * lines), above the place of the « back to the profile » button. Its heading is shown when the
 * outcome alone decides it (`heading`, return-heading.ts: known once the sign-in answer is read, so
 * not in the HTML pre-rendered at build time), a placeholder otherwise.
 */
export function MemberCenterCallbackSkeleton({ heading }: { heading: string | null }) {
  return (
    <PageSkeleton>
      <div className="member-center-return">
        {heading ? (
          <h1>{heading}</h1>
        ) : (
          <p className="skeleton-heading" aria-hidden="true">
            <SkeletonLine />
            <SkeletonLine short />
          </p>
        )}
        <div className="notice skeleton-notice" aria-hidden="true">
          <p>
            <SkeletonLine />
            <SkeletonLine short />
          </p>
        </div>
        <p aria-hidden="true">
          <SkeletonButton label={accountReturnMessages.toProfile} />
        </p>
      </div>
    </PageSkeleton>
  );
}

/** The route's loading screen: the outcome is in the history state once the sign-in answer is read (in the browser only). */
export function CallbackSkeleton() {
  return (
    <MemberCenterCallbackSkeleton
      heading={
        typeof window === 'undefined' ? null : returnHeadingOf(memberCenterReturnOf(window.history.state))
      }
    />
  );
}

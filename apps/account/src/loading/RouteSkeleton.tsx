import { AvatarSkeleton } from '../avatar/AvatarSkeleton.tsx';
import { MemberCenterCallbackSkeleton } from '../callback/MemberCenterCallbackSkeleton.tsx';
import { memberCenterReturnOf } from '../callback/memberCenterReturn.ts';
import { returnHeadingOf } from '../callback/returnHeading.ts';
import { CompletionSkeleton } from '../completion/CompletionSkeleton.tsx';
import { NewslettersSkeleton } from '../newsletters/NewslettersSkeleton.tsx';
import { ProfileSkeleton } from '../pages/ProfileSkeleton.tsx';
import type { AccountRoute } from '../router/routes.ts';

/**
 * The loading screen of a member's page: that page's structure with placeholders (each page's
 * skeleton sits beside the page). The pre-rendered HTML of each route is this screen.
 */
export function RouteSkeleton({ route, search }: { route: AccountRoute; search: string }) {
  switch (route.id) {
    case 'avatar':
      return <AvatarSkeleton />;
    case 'newsletters':
      return <NewslettersSkeleton />;
    case 'completion':
      return <CompletionSkeleton />;
    case 'callback':
      // The outcome is in the history state once the sign-in answer is read: in the browser only.
      return (
        <MemberCenterCallbackSkeleton
          heading={
            typeof window === 'undefined' ? null : returnHeadingOf(memberCenterReturnOf(window.history.state))
          }
        />
      );
    default:
      return <ProfileSkeleton search={search} />;
  }
}

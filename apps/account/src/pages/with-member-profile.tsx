import { useStore } from '@portail/state';
import { useAccount } from '../context.ts';
import type { Preloadable } from '../loading/lazy-preload.tsx';
import { connectedProfile } from '../member/member-store.ts';
import type { MemberPageProps, RoutePageProps } from '../router/routes.ts';

/**
 * A member's page given the whole profile of the member on screen (the member store's): it renders
 * again with every change of the profile. Its code loads as the page's does (`preload`).
 */
export function withMemberProfile(Page: Preloadable<MemberPageProps>): Preloadable<RoutePageProps> {
  function WithMemberProfile(props: RoutePageProps) {
    const { member } = useAccount();
    const profile = useStore(member, connectedProfile);
    return profile ? <Page {...props} profile={profile} /> : null;
  }
  return Object.assign(WithMemberProfile, { preload: () => Page.preload() });
}

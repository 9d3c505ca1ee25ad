import { memo } from 'react';
import { messages } from '@portail/ui';
import { MemberMenu } from '@portail/member';
import { RegionPicker } from '@portail/regions';
import '@portail/member/member.css';
import '@portail/regions/regions.css';
import './header-member.css';
import { usePortalMember } from './member-context.ts';

/** Element ids of the header's controls: stable, so that focus comes back to them after a reload. */
const HEADER_REGION_PICKER_ID = 'entete-regions';
const HEADER_MEMBER_MENU_ID = 'entete-compte';

/**
 * The header's region picker; nothing where the shell runs without its member services. It reads its
 * own stores: the header's render for a new current section does not render it again (nor the menu).
 */
export const HeaderRegionPicker = memo(function HeaderRegionPicker() {
  const member = usePortalMember();
  if (!member) return null;
  return <RegionPicker controller={member.regions} idPrefix={HEADER_REGION_PICKER_ID} />;
});

/**
 * The header's member area: « Se connecter » and « Créer un compte », or the member's name and photo
 * with « Mon compte » and « Se déconnecter ». Without the member services, a plain link to Mon compte.
 */
export const HeaderMemberMenu = memo(function HeaderMemberMenu({ accountOrigin }: { accountOrigin: string }) {
  const member = usePortalMember();
  if (!member) {
    return (
      <a className="button button-secondary portal-signin" href={`${accountOrigin}/`}>
        {messages.header.signIn}
      </a>
    );
  }
  return (
    <MemberMenu
      session={member.session}
      accountOrigin={accountOrigin}
      idPrefix={HEADER_MEMBER_MENU_ID}
      remembered={member.remembered}
    />
  );
});

import { createContext, useContext } from 'react';
import type { PortalMember } from './portal-member.ts';

/** The portal's member services for the header; null where the shell runs without them (tests). */
export const PortalMemberContext = createContext<PortalMember | null>(null);

export function usePortalMember(): PortalMember | null {
  return useContext(PortalMemberContext);
}

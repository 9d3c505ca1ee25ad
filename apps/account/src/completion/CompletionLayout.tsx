import type { ReactNode } from 'react';
import type { PortailConfig } from '@portail/contracts';
import { AccountFrame } from '../AccountFrame.tsx';
import './completion.css';

/**
 * The completion layout of SPEC.md §2.3: the wizard alone, without the account navigation or menu,
 * so that the member finishes their profile and goes back where they came from.
 */
export function CompletionLayout({ config, children }: { config: PortailConfig; children: ReactNode }) {
  return (
    <AccountFrame portalOrigin={config.portalOrigin} layout="completion">
      {children}
    </AccountFrame>
  );
}

import type { ReactNode } from 'react';
import { messages, SiteFooter, SkipLink } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { AccountBrand } from '../AccountBrand.tsx';
import './completion.css';

/**
 * The completion layout of SPEC.md §2.3: the wizard alone, without the account navigation or menu,
 * so that the member finishes their profile and goes back where they came from.
 */
export function CompletionLayout({ config, children }: { config: PortailConfig; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="account-header completion-header">
        <div className="container account-header-bar">
          <AccountBrand portalOrigin={config.portalOrigin} />
        </div>
      </header>
      <div className="container completion-body">
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter links={[{ href: `${config.portalOrigin}/`, label: messages.site.name }]} />
    </>
  );
}

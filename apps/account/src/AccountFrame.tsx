import type { ReactNode } from 'react';
import { messages, SiteFooter, SkipLink } from '@portail/ui';

/** The start of Mon compte's header in every layout: the brand, back to the portal, and the title. */
function AccountBrand({ portalOrigin }: { portalOrigin: string }) {
  return (
    <>
      <a className="account-brand" href={`${portalOrigin}/`}>
        <span aria-hidden="true" className="account-brand-mark">
          P
        </span>
        {messages.site.name}
      </a>
      <span className="account-header-title">{messages.account.heading}</span>
    </>
  );
}

/**
 * What every layout of Mon compte stands in: the skip link, the header with the brand (and the
 * layout's menu), the body with the main landmark (after the layout's navigation, if any) and the
 * footer back to the portal. `layout` names the header's and the body's styles.
 */
export function AccountFrame({
  portalOrigin,
  layout,
  menu,
  nav,
  children,
}: {
  portalOrigin: string;
  layout: 'account' | 'completion';
  menu?: ReactNode;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <header className={layout === 'account' ? 'account-header' : `account-header ${layout}-header`}>
        <div className="container account-header-bar">
          <AccountBrand portalOrigin={portalOrigin} />
          {menu}
        </div>
      </header>
      <div className={`container ${layout}-body`}>
        {nav}
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter links={[{ href: `${portalOrigin}/`, label: messages.site.name }]} />
    </>
  );
}

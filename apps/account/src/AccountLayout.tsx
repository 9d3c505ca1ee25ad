import type { ReactNode } from 'react';
import { messages, SiteFooter, SkipLink } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';

const accountNav = [
  { href: '/', label: messages.account.nav.profile },
  { href: '/avatar', label: messages.account.nav.avatar },
  { href: '/infolettres', label: messages.account.nav.newsletters },
];

/** The main layout of Mon compte: header back to the portal, the account menu, the page. */
export function AccountLayout({
  config,
  currentPath,
  children,
}: {
  config: PortailConfig;
  currentPath: string;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <header className="account-header">
        <div className="container account-header-bar">
          <a className="account-brand" href={`${config.portalOrigin}/`}>
            <span aria-hidden="true" className="account-brand-mark">
              P
            </span>
            {messages.site.name}
          </a>
          <span className="account-header-title">{messages.account.heading}</span>
        </div>
      </header>
      <div className="container account-body">
        <nav aria-label={messages.account.heading} className="account-nav">
          <ul>
            {accountNav.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.href === currentPath ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter links={[{ href: `${config.portalOrigin}/`, label: messages.site.name }]} />
    </>
  );
}

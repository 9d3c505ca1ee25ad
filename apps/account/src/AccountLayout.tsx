import { memo, useMemo, type ReactNode } from 'react';
import { messages, SiteFooter, SkipLink } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { AccountBrand } from './AccountBrand.tsx';
import { AccountMenu } from './menu/AccountMenu.tsx';
import { withKeptQuery } from './router/kept-query.ts';
import { routes } from './router/routes.ts';

/** The account pages of the navigation: the routes with a `nav` label, in the table's order. */
const accountNav = routes.flatMap((route) => (route.nav ? [{ href: route.path, label: route.nav }] : []));

interface NavLink {
  href: string;
  label: string;
  current: boolean;
}

/**
 * The header, the account navigation and the footer: they change with the address only, not when
 * the page under them re-renders (a profile save updates the member, not these).
 */
const AccountHeader = memo(function AccountHeader({
  portalOrigin,
  links,
  onSignOut,
}: {
  portalOrigin: string;
  links: NavLink[];
  onSignOut?: (() => void) | undefined;
}) {
  return (
    <>
      <SkipLink />
      <header className="account-header">
        <div className="container account-header-bar">
          <AccountBrand portalOrigin={portalOrigin} />
          <AccountMenu portalOrigin={portalOrigin} accountLinks={links} onSignOut={onSignOut} />
        </div>
      </header>
    </>
  );
});

const AccountNav = memo(function AccountNav({ links }: { links: NavLink[] }) {
  return (
    <nav aria-label={messages.account.heading} className="account-nav">
      <ul>
        {links.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});

const AccountFooter = memo(function AccountFooter({ portalOrigin }: { portalOrigin: string }) {
  return <SiteFooter links={[{ href: `${portalOrigin}/`, label: messages.site.name }]} />;
});

/** The main layout of Mon compte: header back to the portal with its menu, the account menu, the page. */
export function AccountLayout({
  config,
  currentPath,
  search = '',
  onSignOut,
  children,
}: {
  config: PortailConfig;
  currentPath: string;
  search?: string;
  onSignOut?: (() => void) | undefined;
  children: ReactNode;
}) {
  const links = useMemo(
    () =>
      accountNav.map((item) => ({
        href: withKeptQuery(item.href, search),
        label: item.label,
        current: item.href === currentPath,
      })),
    [currentPath, search],
  );
  return (
    <>
      <AccountHeader portalOrigin={config.portalOrigin} links={links} onSignOut={onSignOut} />
      <div className="container account-body">
        <AccountNav links={links} />
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
      </div>
      <AccountFooter portalOrigin={config.portalOrigin} />
    </>
  );
}

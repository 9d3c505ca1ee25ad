import type { ReactNode } from 'react';
import { messages } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { AccountFrame } from './AccountFrame.tsx';
import { AccountMenu } from './menu/AccountMenu.tsx';
import { withKeptQuery } from './router/kept-query.ts';
import { routes } from './router/routes.ts';

/** The account pages of the navigation: the routes with a `nav` label, in the table's order. */
const accountNav = routes.flatMap((route) => (route.nav ? [{ href: route.path, label: route.nav }] : []));

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
  const links = accountNav.map((item) => ({
    href: withKeptQuery(item.href, search),
    label: item.label,
    current: item.href === currentPath,
  }));
  return (
    <AccountFrame
      portalOrigin={config.portalOrigin}
      layout="account"
      menu={<AccountMenu portalOrigin={config.portalOrigin} accountLinks={links} onSignOut={onSignOut} />}
      nav={
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
      }
    >
      {children}
    </AccountFrame>
  );
}

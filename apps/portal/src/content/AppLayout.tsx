import type { ReactNode } from 'react';
import { formatMessage } from '@portail/ui';
import { contentMessages } from './content-messages.ts';

export interface AppNavLink {
  href: string;
  label: string;
}

/** The frame of a content application: its name band and its own short navigation. */
export function AppLayout({
  appId,
  appName,
  nav,
  currentPath,
  children,
}: {
  appId: string;
  appName: string;
  nav: AppNavLink[];
  currentPath: string;
  children: ReactNode;
}) {
  return (
    <div className="app-shell" data-app-layout={appId}>
      <div className="app-band">
        <div className="container app-band-inner">
          <p className="app-band-name">{appName}</p>
          {nav.length > 0 ? (
            <nav aria-label={formatMessage(contentMessages.appNavigation, { app: appName })}>
              <ul className="app-band-nav">
                {nav.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} aria-current={link.href === currentPath ? 'page' : undefined}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
      <div className="container app-content">{children}</div>
    </div>
  );
}

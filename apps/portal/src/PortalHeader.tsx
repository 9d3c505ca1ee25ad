import { messages } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { isInPrefix } from '@portail/router';
import { sections } from './sections.ts';

/**
 * Brand, main sections and the sign-in area. The region picker and the jukebox dock are filled by
 * their own features: the header only reserves their places (`data-slot`), with no control yet.
 */
export function PortalHeader({
  config,
  currentPath,
}: {
  config: PortailConfig;
  currentPath: string | undefined;
}) {
  return (
    <header className="portal-header">
      <div className="container portal-header-bar">
        <a className="portal-brand" href="/">
          <span aria-hidden="true" className="portal-brand-mark">
            P
          </span>
          {messages.site.name}
        </a>
        <div className="portal-header-tools">
          <div className="portal-slot" data-slot="region-picker" />
          <div className="portal-account-area" data-slot="account">
            <a className="button button-secondary portal-signin" href={`${config.accountOrigin}/`}>
              {messages.header.signIn}
            </a>
          </div>
        </div>
      </div>
      <nav aria-label={messages.site.mainNavigation} className="portal-nav">
        <ul className="container">
          {sections.map((section) => (
            <li key={section.path}>
              <a
                href={section.path}
                aria-current={
                  currentPath !== undefined && isInPrefix(currentPath, section.path) ? 'page' : undefined
                }
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="portal-slot" data-slot="jukebox-dock" />
    </header>
  );
}

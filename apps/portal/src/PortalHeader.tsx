import { messages } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { sections } from './sections.ts';

/** Brand, main sections and the sign-in area. */
export function PortalHeader({ config }: { config: PortailConfig }) {
  return (
    <header className="portal-header">
      <div className="container portal-header-bar">
        <a className="portal-brand" href="/">
          <span aria-hidden="true" className="portal-brand-mark">
            P
          </span>
          {messages.site.name}
        </a>
        <div className="portal-account-area">
          <a className="button button-secondary portal-signin" href={`${config.accountOrigin}/`}>
            {messages.header.signIn}
          </a>
        </div>
      </div>
      <nav aria-label={messages.site.mainNavigation} className="portal-nav">
        <ul className="container">
          {sections.map((section) => (
            <li key={section.path}>
              <a href={section.path}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

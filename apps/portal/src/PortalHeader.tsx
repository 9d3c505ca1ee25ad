import { messages } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { isInPrefix } from '@portail/router';
import { HeaderMemberMenu, HeaderRegionPicker } from './member/HeaderMember.tsx';
import { sections } from './sections.ts';

/**
 * Brand, main sections, the region picker and the member area (apps/portal/src/member). The jukebox
 * dock is filled by its own feature: the header only reserves its place (`data-slot`).
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
          <div className="portal-slot" data-slot="region-picker">
            <HeaderRegionPicker />
          </div>
          <div className="portal-account-area" data-slot="account">
            <HeaderMemberMenu accountOrigin={config.accountOrigin} />
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

import { messages, SiteFooter, SkipLink } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { PortalHeader } from './PortalHeader.tsx';
import { sections } from './sections.ts';

export function PortalApp({ config }: { config: PortailConfig }) {
  return (
    <>
      <SkipLink />
      <PortalHeader config={config} />
      <main id="contenu" tabIndex={-1}>
        <div className="container">
          <h1>{messages.portal.homeHeading}</h1>
          <p className="portal-lead">{messages.portal.homeIntro}</p>
          <ul className="portal-cards">
            {sections.map((section) => (
              <li key={section.path} className="portal-card">
                <h2>
                  <a href={section.path}>{section.label}</a>
                </h2>
                <p>{section.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </main>
      <SiteFooter
        links={[
          { href: '/a11y', label: 'Accessibilité' },
          { href: `${config.accountOrigin}/`, label: messages.header.myAccount },
        ]}
      />
    </>
  );
}

import { useCallback, useState } from 'react';
import { messages, useDisclosure } from '@portail/ui';
import { sectionLinks } from './section-links.ts';

interface MenuLink {
  href: string;
  label: string;
  current: boolean;
}

export interface AccountMenuProps {
  portalOrigin: string;
  accountLinks: MenuLink[];
  /** Absent when nobody is signed in. */
  onSignOut?: (() => void) | undefined;
}

const text = messages.account.menu;

/**
 * The header menu: a main panel (account pages, « Sections », the portal, sign-out) and its
 * « Sections » sub-menu; disclosure buttons, closed by a click outside or by Escape.
 */
export function AccountMenu({ portalOrigin, accountLinks, onSignOut }: AccountMenuProps) {
  const [mainOpen, setMainOpen] = useState(false);
  const [sectionsOpen, setSectionsOpen] = useState(false);
  const closeMain = useCallback(() => {
    setMainOpen(false);
    setSectionsOpen(false);
  }, []);
  const [mainRef, mainTrigger] = useDisclosure(mainOpen, closeMain, 'account-menu-panel', {
    pressOutside: true,
  });
  const [sectionsRef, sectionsTrigger] = useDisclosure(
    sectionsOpen,
    setSectionsOpen,
    'account-menu-sections',
    {
      pressOutside: true,
    },
  );

  return (
    <div className="account-menu" ref={mainRef}>
      <button
        {...mainTrigger}
        className="account-menu-button"
        onClick={() => (mainOpen ? closeMain() : setMainOpen(true))}
      >
        <span aria-hidden="true" className="account-menu-icon" />
        {text.main}
      </button>
      <nav
        id="account-menu-panel"
        className="account-menu-panel popover"
        aria-label={text.main}
        hidden={!mainOpen}
      >
        <ul className="account-menu-list">
          {accountLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.current ? 'page' : undefined} onClick={closeMain}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <div ref={sectionsRef}>
              <button
                {...sectionsTrigger}
                className="account-menu-sub-button"
                onClick={() => setSectionsOpen((open) => !open)}
              >
                {text.sections}
              </button>
              <ul id="account-menu-sections" className="account-menu-sub" hidden={!sectionsOpen}>
                {sectionLinks(portalOrigin).map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          </li>
          <li>
            <a href={`${portalOrigin}/`}>{text.portalHome}</a>
          </li>
          {onSignOut ? (
            <li>
              <button type="button" className="account-menu-sign-out" onClick={onSignOut}>
                {text.signOut}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}

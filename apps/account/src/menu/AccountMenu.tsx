import { useCallback, useRef, useState } from 'react';
import { messages } from '@portail/ui';
import { sectionLinks } from './section-links.ts';
import { useDismiss } from './use-dismiss.ts';

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
  const mainRef = useRef<HTMLDivElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const sectionsButton = useRef<HTMLButtonElement>(null);
  const closeMain = useCallback(() => {
    setMainOpen(false);
    setSectionsOpen(false);
  }, []);
  const closeSections = useCallback(() => setSectionsOpen(false), []);
  useDismiss(mainRef, mainOpen, closeMain, mainButton);
  useDismiss(sectionsRef, sectionsOpen, closeSections, sectionsButton);

  return (
    <div className="account-menu" ref={mainRef}>
      <button
        ref={mainButton}
        type="button"
        className="account-menu-button"
        aria-expanded={mainOpen}
        aria-controls="account-menu-panel"
        onClick={() => (mainOpen ? closeMain() : setMainOpen(true))}
      >
        <span aria-hidden="true" className="account-menu-icon" />
        {text.main}
      </button>
      <nav id="account-menu-panel" className="account-menu-panel" aria-label={text.main} hidden={!mainOpen}>
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
                ref={sectionsButton}
                type="button"
                className="account-menu-sub-button"
                aria-expanded={sectionsOpen}
                aria-controls="account-menu-sections"
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

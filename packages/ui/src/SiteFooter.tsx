import type { ReactNode } from 'react';
import { formatMessage } from './format.ts';
import { messages } from './messages.ts';

export interface FooterLink {
  href: string;
  label: string;
}

/** The footer shared by the portal and Mon compte. */
export function SiteFooter({
  links,
  year = new Date().getFullYear(),
  children,
}: {
  links: FooterLink[];
  year?: number;
  /** Controls shown between the links and the copyright (the portal's privacy choices). */
  children?: ReactNode;
}) {
  return (
    <footer className="site-footer">
      <nav aria-label={messages.site.footerNavigation}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
      <p>{formatMessage(messages.site.copyright, { year })}</p>
    </footer>
  );
}

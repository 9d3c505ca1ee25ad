import { portalMessages } from '../messages.ts';
import { sections } from '../sections.ts';
import type { PortalLayoutProps } from './app-module.ts';
import type { ShellView } from './portal-routes.ts';

/** The French 404 page: shown for an unknown path and for any page whose status is not 200. */
export function NotFoundPage() {
  return (
    <div className="container not-found" data-page="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{portalMessages.notFound.heading}</h1>
      <p className="content-lead">{portalMessages.notFound.description}</p>
      <p>{portalMessages.notFound.help}</p>
      <p>
        <a className="button button-primary" href="/">
          {portalMessages.notFound.backHome}
        </a>
      </p>
      <ul className="not-found-sections">
        {sections.map((section) => (
          <li key={section.path}>
            <a href={section.path}>{section.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlainLayout({ children }: PortalLayoutProps) {
  return <>{children}</>;
}

/** The not-found route's page, in the first script: it must render even when a chunk cannot load. */
export const shellView: ShellView = { layout: PlainLayout, component: NotFoundPage };

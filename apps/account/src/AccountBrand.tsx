import { messages } from '@portail/ui';

/** The start of Mon compte's header in every layout: the brand, back to the portal, and the title. */
export function AccountBrand({ portalOrigin }: { portalOrigin: string }) {
  return (
    <>
      <a className="account-brand" href={`${portalOrigin}/`}>
        <span aria-hidden="true" className="account-brand-mark">
          P
        </span>
        {messages.site.name}
      </a>
      <span className="account-header-title">{messages.account.heading}</span>
    </>
  );
}

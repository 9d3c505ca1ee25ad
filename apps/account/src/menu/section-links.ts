import { messages } from '@portail/ui';

/** The portal sections listed in the « Sections » sub-menu (paths of SPEC.md §2.1). */
export function sectionLinks(portalOrigin: string) {
  const labels = messages.account.sectionLinks;
  return [
    { href: `${portalOrigin}/info`, label: labels.info },
    { href: `${portalOrigin}/sports`, label: labels.sports },
    { href: `${portalOrigin}/arts`, label: labels.arts },
    { href: `${portalOrigin}/premiere`, label: labels.premiere },
    { href: `${portalOrigin}/tele`, label: labels.tele },
    { href: `${portalOrigin}/ohdio`, label: labels.ohdio },
    { href: `${portalOrigin}/mordu`, label: labels.mordu },
  ];
}

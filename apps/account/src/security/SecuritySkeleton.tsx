import { accountSecurityMessages, messages } from '@portail/ui';
import { PageSkeleton, SkeletonLine } from '../loading/Skeleton.tsx';
// The pages' layout rules come with their loading screens, which are part of the first chunk.

const nav = messages.accountSecurityNav;

/** One device's or event's place in a list: grey lines of its text's height. */
export function ItemPlaceholder({ lines }: { lines: number }) {
  return (
    <li className="security-item" aria-hidden="true">
      <SkeletonLine short />
      {Array.from({ length: lines - 1 }, (_, index) => (
        <SkeletonLine key={index} />
      ))}
    </li>
  );
}

/** A list's places while it loads (the pages show them too, so that nothing moves). */
export function ListPlaceholder({ items, lines }: { items: number; lines: number }) {
  return (
    <ul className="security-list">
      {Array.from({ length: items }, (_, index) => (
        <ItemPlaceholder key={index} lines={lines} />
      ))}
    </ul>
  );
}

function SecuritySkeleton(props: {
  title: string;
  lead: string;
  heading: string;
  id: string;
  items: number;
  lines: number;
  notice?: string;
}) {
  return (
    <PageSkeleton>
      <h1>{props.title}</h1>
      <p className="account-lead">{props.lead}</p>
      {props.notice ? <p className="notice">{props.notice}</p> : null}
      <section className="account-section" aria-labelledby={props.id}>
        <h2 id={props.id}>{props.heading}</h2>
        <ListPlaceholder items={props.items} lines={props.lines} />
      </section>
    </PageSkeleton>
  );
}

/** /appareils while the member loads: its headings, its notice and two devices' places. */
export const DevicesSkeleton = () => (
  <SecuritySkeleton
    title={nav.devices}
    lead={accountSecurityMessages.devicesLead}
    heading={accountSecurityMessages.sessionsHeading}
    id="sessions-ouvertes"
    notice={accountSecurityMessages.placeNotice}
    items={2}
    lines={3}
  />
);

/** /historique while the member loads: its headings and three events' places. */
export const HistorySkeleton = () => (
  <SecuritySkeleton
    title={nav.history}
    lead={accountSecurityMessages.historyLead}
    heading={accountSecurityMessages.historyHeading}
    id="historique-evenements"
    items={3}
    lines={2}
  />
);

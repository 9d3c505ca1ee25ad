import type { ReactNode } from 'react';
import { messages } from '@portail/ui';

/**
 * The loading screen of a page: the page's own headings and layout, with grey placeholders where
 * the member's data will be. It is what the HTML of each page is pre-rendered with (prerender.tsx),
 * so every placeholder has the height of what replaces it: the page does not move when the data
 * arrive. Screen readers hear the headings and one polite status; the placeholders are hidden from
 * them (`aria-hidden` on each placeholder block).
 */
export function PageSkeleton({
  status = messages.account.session.loading,
  children,
}: {
  status?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {children}
    </div>
  );
}

/** A grey bar where one line of the member's text will be, one line of the text around it tall. */
export function SkeletonLine({ short = false }: { short?: boolean }) {
  return <span className={short ? 'skeleton-line skeleton-line-short' : 'skeleton-line'} />;
}

/**
 * A form field as the form shows it (label, hint), with a grey box of its input's size in place of
 * the input: `input` takes the input's own classes (field-input, field-select, field-input-short).
 */
export function SkeletonField({
  label,
  hint,
  input = 'field-input',
}: {
  label: string;
  hint?: string;
  input?: string;
}) {
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <span className={`${input} skeleton-box`} />
    </div>
  );
}

/** A button's place: its size (its label, hidden), no action. */
export function SkeletonButton({ label }: { label: string }) {
  return (
    <span className="button skeleton-box">
      <span className="skeleton-hidden">{label}</span>
    </span>
  );
}

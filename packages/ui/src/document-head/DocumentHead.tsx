import { createElement, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { pageDocumentHead } from './document-head.ts';
import type { HeadTag } from './head-reconcile.ts';

/** React's names of the DOM attributes that differ. */
const REACT_PROPS: Readonly<Record<string, string>> = {
  hreflang: 'hrefLang',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
};

function headElement(tag: HeadTag, index: number) {
  const props = Object.fromEntries(
    Object.entries(tag.attributes ?? {}).map(([name, value]) => [REACT_PROPS[name] ?? name, value]),
  );
  return createElement(tag.tag, { key: index, ...props }, tag.text);
}

const neverChanges = () => () => undefined;

/**
 * The page's head: its title, metas and links. In the browser the document head shows them
 * (document-head.ts: the HTML's elements are kept or changed in place, never taken out before their
 * replacement is in); the latest page head mounted wins. Rendered to a string (the build's
 * pre-render), they are elements, which React 19 puts at the start of the output for the page's
 * HTML head (splitPageHead).
 */
export function DocumentHead({ tags }: { tags: readonly HeadTag[] }) {
  // The server snapshot is the one a string render reads; a client render reads the other.
  const renderingToString = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  const [owner] = useState(() => ({}));
  const key = JSON.stringify(tags);
  // Before the paint, and before the layout effects of the components around (the page's title is
  // the document's when a navigation announces it).
  useLayoutEffect(() => pageDocumentHead().show(owner, JSON.parse(key) as HeadTag[]), [owner, key]);
  useLayoutEffect(() => () => pageDocumentHead().hide(owner), [owner]);
  return renderingToString ? <>{tags.map(headElement)}</> : null;
}

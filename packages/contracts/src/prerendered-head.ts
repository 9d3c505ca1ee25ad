/** Where a build puts its pre-rendered pages in `dist/`, with the index mapping each path to its file. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_INDEX = 'pages.json';

/**
 * The attribute of the head tags that a build-time pre-render wrote (tools/vite-prerender.ts): the
 * client's page head takes them over, keeping those that stay the same (@portail/ui DocumentHead).
 */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';

/**
 * React renders the page head (<title>, meta, canonical link: PageHead) in place when it renders to a
 * string; in the HTML they belong to <head>, marked so that the client's page head knows them as its own.
 */
export function splitPageHead(html: string): { pageHead: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
  const pageHead = head.replace(/<(title|meta|link)/g, `<$1 ${PRERENDERED_HEAD_ATTRIBUTE}=""`);
  return { pageHead, body: html.slice(head.length) };
}

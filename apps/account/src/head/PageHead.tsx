import { lazyWithPreload } from '../loading/lazy-preload.tsx';

/**
 * The page's head: its title, description, robots directive and links (PageHeadTags.tsx). In the
 * browser the HTML's head is already the first screen's (pre-rendered, or index.html's), so the code
 * that makes and shows a page head is a chunk of its own, loaded when the first page head renders
 * (size budget, issue 31): until it is there the head stays as it is, and the page's own renders show
 * nothing meanwhile. The pre-render loads it before its string render (prerender.tsx), which puts
 * the tags in the page's HTML head.
 */
export const PageHead = lazyWithPreload(
  () => import('./PageHeadTags.tsx').then((module) => module.PageHeadTags),
  { alone: true },
);

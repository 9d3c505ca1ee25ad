import type { LinkTag, MetaTag } from '@portail/contracts';
import type { PageMeta } from '../api/types.ts';

/** App-store banner metas, removed when the page is shown inside a mobile app (SPEC.md §2.3). */
const APP_BANNER_METAS = ['apple-itunes-app', 'google-play-app'];

const ALLOWED_LINK_RELS = new Set(['canonical', 'amphtml', 'alternate', 'prev', 'next']);

export interface HeadTags {
  title: string;
  metas: MetaTag[];
  links: LinkTag[];
}

export interface HeadOptions {
  fallbackTitle: string;
  fallbackDescription?: string;
  robots?: string | undefined;
  fromMobileApp?: boolean;
}

/** The page head of SPEC.md §2.3 from the page meta: title, metas, canonical, amphtml, links. */
export function headTags(meta: PageMeta | null, options: HeadOptions): HeadTags {
  const metas: MetaTag[] = [];
  const description = meta?.description ?? options.fallbackDescription;
  if (description) metas.push({ name: 'description', content: description });
  for (const tag of meta?.metas ?? []) {
    if (tag.name === 'description' && description) continue;
    if (tag.name === 'robots' && options.robots) continue;
    if (options.fromMobileApp && tag.name && APP_BANNER_METAS.includes(tag.name)) continue;
    metas.push(tag);
  }
  if (options.robots) metas.push({ name: 'robots', content: options.robots });
  const links: LinkTag[] = [];
  if (meta?.canonical) links.push({ rel: 'canonical', href: meta.canonical });
  if (meta?.amphtml) links.push({ rel: 'amphtml', href: meta.amphtml });
  for (const link of meta?.links ?? []) {
    if ((link.rel === 'canonical' && meta?.canonical) || (link.rel === 'amphtml' && meta?.amphtml)) continue;
    if (!ALLOWED_LINK_RELS.has(link.rel)) continue;
    if (!/^https?:\/\//.test(link.href) && !link.href.startsWith('/')) continue;
    links.push(link);
  }
  return { title: meta?.title || options.fallbackTitle, metas, links };
}

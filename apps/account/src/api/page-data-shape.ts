import type { LinkTag, MetaTag } from '@portail/contracts';
import type { PageData, PageMeta, PageRouting } from './types.ts';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function metaTags(value: unknown): MetaTag[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const tag = record(item);
    const content = optionalText(tag.content);
    const name = optionalText(tag.name);
    const property = optionalText(tag.property);
    if (content === undefined || (name === undefined && property === undefined)) return [];
    return [{ content, ...(name !== undefined && { name }), ...(property !== undefined && { property }) }];
  });
}

function linkTags(value: unknown): LinkTag[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const tag = record(item);
    const rel = optionalText(tag.rel);
    const href = optionalText(tag.href);
    if (!rel || !href) return [];
    const hreflang = optionalText(tag.hreflang);
    const type = optionalText(tag.type);
    return [{ rel, href, ...(hreflang !== undefined && { hreflang }), ...(type !== undefined && { type }) }];
  });
}

/** Keeps only well-formed head data from the sphere API; unknown or malformed parts are dropped. */
export function toPageData(body: unknown): PageData {
  const root = record(body);
  const meta = record(root.meta);
  const routing = record(root.routing);
  const pageMeta: PageMeta = {
    title: optionalText(meta.title),
    description: optionalText(meta.description),
    metas: metaTags(meta.metas),
    canonical: optionalText(meta.canonical),
    amphtml: optionalText(meta.amphtml),
    links: linkTags(meta.links),
  };
  const pageRouting: PageRouting = {
    canonicalUrl: optionalText(routing.canonicalUrl),
    ampCanonicalUrl: optionalText(routing.ampCanonicalUrl),
  };
  return { data: root.data ?? null, meta: pageMeta, metric: root.metric ?? null, routing: pageRouting };
}

import type { PageEntry } from '@portail/router';
import type { HeadTag } from '@portail/ui';

/** The attributes that have a value (an absent one is no attribute, as React renders it). */
function present(attributes: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The page head from the page meta and the location's title: <title>, metas, canonical, amphtml, links. */
export function pageHeadTags(page: PageEntry | undefined, title: string): HeadTag[] {
  const meta = page?.meta ?? {};
  const routing = page?.routing ?? {};
  const tags: HeadTag[] = [{ tag: 'title', text: title }];
  if (meta.description) {
    tags.push({ tag: 'meta', attributes: { name: 'description', content: meta.description } });
  }
  for (const tag of meta.tags ?? []) {
    const attributes = tag.property
      ? { property: tag.property, content: tag.content }
      : present({ name: tag.name, content: tag.content });
    tags.push({ tag: 'meta', attributes });
  }
  if (routing.canonicalUrl)
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: routing.canonicalUrl } });
  if (routing.ampCanonicalUrl) {
    tags.push({ tag: 'link', attributes: { rel: 'amphtml', href: routing.ampCanonicalUrl } });
  }
  for (const link of meta.links ?? []) {
    tags.push({
      tag: 'link',
      attributes: present({ rel: link.rel, href: link.href, hreflang: link.hrefLang, type: link.type }),
    });
  }
  return tags;
}

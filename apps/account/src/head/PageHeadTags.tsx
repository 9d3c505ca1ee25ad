import { memo } from 'react';
import { DocumentHead, type HeadTag } from '@portail/ui';
import type { PageMeta } from '../api/types.ts';
import { headTags, type HeadOptions } from './head-tags.ts';

/**
 * The page's head (DocumentHead: the document's in the browser, elements in the pre-render). It
 * changes with its meta and options only, not when the page under it re-renders. Its code is a
 * chunk of its own (PageHead.tsx).
 */
export const PageHeadTags = memo(function PageHeadTags({
  meta,
  ...options
}: { meta: PageMeta | null } & HeadOptions) {
  const head = headTags(meta, options);
  const tags: HeadTag[] = [
    { tag: 'title', text: head.title },
    ...head.metas.map((tag) => ({
      tag: 'meta' as const,
      attributes: {
        ...(tag.name !== undefined && { name: tag.name }),
        ...(tag.property !== undefined && { property: tag.property }),
        content: tag.content,
      },
    })),
    ...head.links.map((link) => ({
      tag: 'link' as const,
      attributes: {
        rel: link.rel,
        href: link.href,
        ...(link.hreflang !== undefined && { hreflang: link.hreflang }),
        ...(link.type !== undefined && { type: link.type }),
      },
    })),
  ];
  return <DocumentHead tags={tags} />;
});

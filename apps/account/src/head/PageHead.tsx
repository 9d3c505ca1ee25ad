import type { PageMeta } from '../api/types.ts';
import { headTags, type HeadOptions } from './head-tags.ts';

/** React 19 hoists these <title>, <meta> and <link> elements into the document head. */
export function PageHead({ meta, ...options }: { meta: PageMeta | null } & HeadOptions) {
  const head = headTags(meta, options);
  return (
    <>
      <title>{head.title}</title>
      {head.metas.map((tag) => (
        <meta
          key={`${tag.name ?? tag.property}:${tag.content}`}
          {...(tag.name !== undefined && { name: tag.name })}
          {...(tag.property !== undefined && { property: tag.property })}
          content={tag.content}
        />
      ))}
      {head.links.map((link) => (
        <link key={`${link.rel}:${link.href}:${link.hreflang ?? ''}`} {...link} />
      ))}
    </>
  );
}

import type { PageEntry } from '@portail/router';

/**
 * The page head from the page meta and the location's title, through React 19 document metadata: <title>, <meta> and <link>
 * rendered here are hoisted into <head> and removed when the page changes.
 */
export function PageHead({ page, title }: { page: PageEntry | undefined; title: string }) {
  const meta = page?.meta ?? {};
  const routing = page?.routing ?? {};
  return (
    <>
      <title>{title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {(meta.tags ?? []).map((tag) =>
        tag.property ? (
          <meta key={`p:${tag.property}`} property={tag.property} content={tag.content} />
        ) : (
          <meta key={`n:${tag.name ?? ''}`} name={tag.name} content={tag.content} />
        ),
      )}
      {routing.canonicalUrl ? <link rel="canonical" href={routing.canonicalUrl} /> : null}
      {routing.ampCanonicalUrl ? <link rel="amphtml" href={routing.ampCanonicalUrl} /> : null}
      {(meta.links ?? []).map((link) => (
        <link
          key={`${link.rel}:${link.href}`}
          rel={link.rel}
          href={link.href}
          hrefLang={link.hrefLang}
          type={link.type}
        />
      ))}
    </>
  );
}

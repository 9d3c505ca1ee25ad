/**
 * The built address of every content application's stylesheet, `apps/{id}/{id}.css` in its folder
 * (as Vite builds a `?url` import: processed, hashed, never in a script). The declarations cannot
 * import it themselves: Node's scripts read them, and Node loads no `.css?url`.
 */
const urls: Record<string, string> = import.meta.glob<string>('../apps/*/*.css', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** The URL of an application's stylesheet (apps/registry.test.ts checks that each has one). */
export function stylesheetUrl(appId: string): string | undefined {
  return urls[`../apps/${appId}/${appId}.css`];
}

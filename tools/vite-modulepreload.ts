import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The part of a Rollup/Rolldown output chunk that this reads. */
interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/**
 * The files to preload for the modules matching `modules`: their chunks and every chunk these import
 * statically, but not an entry (the page's HTML loads it already), each once, in import order.
 */
export function preloadFilesOf(bundle: Record<string, ChunkLike>, modules: RegExp): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const files: string[] = [];
  const add = (fileName: string) => {
    if (entries.has(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) add(imported);
  };
  for (const chunk of chunks) {
    if (chunk.facadeModuleId && modules.test(chunk.facadeModuleId)) add(chunk.fileName);
  }
  return files;
}

/**
 * `<link rel="modulepreload">` in the built index.html for chunks that the entry always loads at
 * once by import() (Mon compte's sign-in client, apps/account/src/sign-in-on-demand.ts): the browser
 * fetches them beside the first script instead of after it, so that taking them out of the first
 * script adds no round trip before the member's request.
 */
export function modulePreloadPlugin(modules: RegExp): Plugin {
  let base = '/';
  return {
    name: 'portail-module-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const tags: HtmlTagDescriptor[] = preloadFilesOf(
          context.bundle as unknown as Record<string, ChunkLike>,
          modules,
        ).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
        return { html, tags };
      },
    },
  };
}

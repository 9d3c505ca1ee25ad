import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { escapeAttribute, PRERENDERED_DIR, PRERENDERED_INDEX } from '@portail/contracts';

/** What an app's `src/prerender.tsx` gives for one path: the root's markup and what goes with it. */
export interface PrerenderedPage {
  /** The markup inside `<div id="root">`: the client's first screen at that path. */
  html: string;
  /** Tags for the end of the head (the page's own stylesheet, its title). */
  head?: string;
  /** Attributes of `<html>` that the client sets for that page (`data-app`). */
  htmlAttributes?: Record<string, string>;
}

interface PrerenderModule {
  prerenderPaths: readonly string[];
  prerender(path: string): Promise<PrerenderedPage>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The file of a path: `/` → index.html, `/callback/membercenter` → callback--membercenter.html. */
export function prerenderedFileName(path: string): string {
  if (!/^\/[\w/-]*$/.test(path)) throw new Error(`Cannot pre-render ${path}: only plain paths are`);
  const name = path.replace(/^\/|\/$/g, '').replace(/\//g, '--');
  return `${name || 'index'}.html`;
}

/**
 * The built index.html with a page's first screen inside its root and its tags in its head; a page
 * whose head has its own `<title>` replaces the shell's static title and description.
 */
export function fillShell(shell: string, page: PrerenderedPage): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  let html = shell.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="">${page.html}</div>`);
  if (/<title[ >]/.test(page.head ?? '')) {
    html = html.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta\s+name="description"[^>]*>/, '');
  }
  // The page is on screen from the HTML: its scripts come after its stylesheets and images.
  html = html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  if (page.head) html = html.replace(/<\/head>/i, (end) => `  ${page.head}\n  ${end}`);
  const attributes = Object.entries(page.htmlAttributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return html.replace(/<html([^>]*)>/i, (_tag, existing: string) => `<html${existing}${attributes}>`);
}

/** Every same-origin asset that a page refers to (`/assets/…`), to check that the build has it. */
export function referencedAssets(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="(\/assets\/[^"?#]+)"/g)].map((match) => match[1] as string);
}

/**
 * `vite build`: once the client is built, builds the app's `src/prerender.tsx` for Node (Vite's SSR
 * build, into a scratch folder), asks it for the first screen of each of its paths and writes
 * `dist/prerendered/{page}.html` — the built index.html with that screen in its root — and
 * `pages.json`. The app servers send those pages for their paths, so the browser paints the page's
 * structure from the HTML alone; the client's first render produces the same screen.
 */
export function prerenderPlugin({ entry = 'src/prerender.tsx' }: { entry?: string } = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portail-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = join(config.root, config.build.outDir);
        const scratchDir = join(config.root, '.prerender-build');
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: entry,
            outDir: scratchDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            copyPublicDir: false,
            manifest: false,
            rolldownOptions: {
              output: { entryFileNames: 'prerender.js' },
              checks: { bundlerTimings: false },
            },
          },
        });
        try {
          // A query of its own each build: the same process may build twice (npm run dev, tests).
          const url = `${pathToFileURL(join(scratchDir, 'prerender.js')).href}?build=${Date.now()}`;
          const module = (await import(url)) as PrerenderModule;
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          const pagesDir = join(outDir, PRERENDERED_DIR);
          rmSync(pagesDir, { recursive: true, force: true });
          mkdirSync(pagesDir);
          const pages: Record<string, string> = {};
          for (const path of module.prerenderPaths) {
            const html = fillShell(shell, await module.prerender(path));
            const missing = referencedAssets(html).filter((asset) => !existsSync(join(outDir, asset)));
            if (missing.length > 0) {
              throw new Error(
                `The pre-rendered ${path} refers to assets the build lacks: ${missing.join(', ')}`,
              );
            }
            const file = prerenderedFileName(path);
            writeFileSync(join(pagesDir, file), html);
            pages[path] = file;
          }
          writeFileSync(join(pagesDir, PRERENDERED_INDEX), `${JSON.stringify(pages, null, 2)}\n`);
        } finally {
          rmSync(scratchDir, { recursive: true, force: true });
        }
      },
    },
  };
}

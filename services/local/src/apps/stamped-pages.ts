import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { injectConfig, PRERENDERED_DIR, PRERENDERED_INDEX, type DeploymentConfig } from '@portail/contracts';

/** A page of an app's build with the runtime config stamped in. */
export interface StampedPage {
  /** The path it answers (`/` for the shell: every path without a pre-rendered page). */
  path: string;
  /** Its file, relative to the build (`index.html`, `prerendered/infolettres.html`). */
  file: string;
  html: string;
}

/**
 * What marks a build-time origin (PRERENDER_CONFIG's hosts are all under `.invalid`, RFC 6761): no
 * served page may still name one.
 */
export const BUILD_TIME_HOST_SUFFIX = '.invalid';

/**
 * The app's shell (index.html) and the pages that the build pre-rendered (`prerendered/pages.json`,
 * tools/vite-prerender.ts), each with `deployment` injected and the served origins in place of the
 * build's. What the Node app server answers and what `npm run stamp` writes.
 */
export function readStampedPages(
  distDir: string,
  deployment: DeploymentConfig,
): { shell: StampedPage; prerendered: StampedPage[] } {
  const stamp = (path: string, file: string): StampedPage => {
    const html = injectConfig(readFileSync(join(distDir, file), 'utf8'), deployment);
    if (html.includes(BUILD_TIME_HOST_SUFFIX)) {
      throw new Error(`The page ${path} (${file}) still names a build-time origin`);
    }
    return { path, file, html };
  };
  const shell = stamp('/', 'index.html');
  const indexFile = join(distDir, PRERENDERED_DIR, PRERENDERED_INDEX);
  if (!existsSync(indexFile)) return { shell, prerendered: [] };
  const files = JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, string>;
  const prerendered = Object.entries(files).map(([path, file]) => stamp(path, `${PRERENDERED_DIR}/${file}`));
  return { shell, prerendered };
}

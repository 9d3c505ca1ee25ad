import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks a route needs before it can show anything: the entry, the lazily loaded modules that
 * render the route, and everything those import statically (transitively). Dynamic imports made
 * later (on interaction) are not initial.
 */
export function initialChunks(manifest: Manifest, routeModules: readonly string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (name: string) => {
    const key = manifestKey(manifest, name);
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${name} is not in the build manifest: are the route modules of budgets.json current?`);
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const module of routeModules) visit(module);
  return [...seen.values()];
}

/**
 * A manifest key by name: exact, or the one key that ends with `/name` (Vite keys assets imported
 * with `?url`, such as the content applications' stylesheets, by their absolute path).
 */
export function manifestKey(manifest: Manifest, name: string): string {
  if (manifest[name]) return name;
  const matches = Object.keys(manifest).filter((key) => key.endsWith(`/${name}`));
  return matches.length === 1 ? (matches[0] as string) : name;
}

export interface RouteSize {
  jsGzip: number;
  cssGzip: number;
  files: number;
}

function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: 9 }).length;
}

export function routeSize(distDir: string, manifest: Manifest, routeModules: readonly string[]): RouteSize {
  const chunks = initialChunks(manifest, routeModules);
  // A route module may be a stylesheet that the route loads itself (a content application's).
  const js = new Set(chunks.map((chunk) => chunk.file).filter((file) => !file.endsWith('.css')));
  const css = new Set([
    ...chunks.flatMap((chunk) => chunk.css ?? []),
    ...chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.css')),
  ]);
  const sum = (files: Set<string>) =>
    [...files].reduce((total, file) => total + gzipSize(readFileSync(join(distDir, file))), 0);
  return { jsGzip: sum(js), cssGzip: sum(css), files: js.size + css.size };
}

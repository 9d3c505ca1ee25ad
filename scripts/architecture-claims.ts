// What ARCHITECTURE.md and README.md claim that a machine can check exactly
// (scripts/architecture-claims.test.ts): the repository paths and workspace entry points they name
// exist, the layers of top folders they state are the direction of every import and workspace
// dependency, and the npm scripts they name are in package.json. Nothing here guesses: a span that
// is not plainly a path is left to the reader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TopFolderImport } from './top-folder-imports.ts';

/** A span of inline code and the line it is on (1-based). */
export interface CodeSpan {
  text: string;
  line: number;
}

/** Every `inline code` span of a Markdown text, outside fenced blocks. */
export function codeSpans(markdown: string): CodeSpan[] {
  const spans: CodeSpan[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of text.matchAll(/`([^`\n]+)`/g))
      spans.push({ text: match[1] as string, line: index + 1 });
  });
  return spans;
}

/**
 * What a span claims to exist, or null when it is no repository path:
 * - `full`: a path from the root (its first segment is an entry of the root), a folder when it ends
 *   with `/`; `{name}` and `*` stand for one segment's text (the same `{name}` for the same text);
 * - `tail`: a path written from a folder the sentence names (`routing/chunk-failure.ts`), or a
 *   TypeScript module's file name (`head-reconcile.ts`): some path of the repository ends with it;
 * - `package`: `@portail/name` or `@portail/name/subpath`: a workspace, and an entry of its `exports`.
 * Not paths: addresses (`/callback`), runtime places (`{dataDir}/tls/`), extensions and dot folders
 * (`.br`, `.data/`), build and test outputs (`dist/…`, `test-results/…`), node_modules, anything with a space, `:`, `?` or `=`.
 */
export type PathClaim = { kind: 'full' | 'tail' | 'package'; path: string };

const pathLike = /^[\w@*-][\w@.{}*/-]*$/;
// What builds and test runs write (git ignores them): present or not depending on what has run.
const outputs = new Set(['dist', 'node_modules', 'test-results', 'playwright-report', 'screenshots']);

export function pathClaim(span: string, rootEntries: ReadonlySet<string>): PathClaim | null {
  if (!pathLike.test(span)) return null;
  if (span.startsWith('@')) return span.startsWith('@portail/') ? { kind: 'package', path: span } : null;
  const first = span.split('/')[0] as string;
  if (outputs.has(first)) return null;
  if (!span.includes('/')) return /\.tsx?$/.test(span) ? { kind: 'tail', path: span } : null;
  return { kind: rootEntries.has(first) ? 'full' : 'tail', path: span };
}

/** The paths of the repository under `rootDir`, folders with a trailing `/` (dot entries, outputs and node_modules left out). */
export function repositoryPaths(rootDir: string): string[] {
  const skipped = outputs;
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || skipped.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        paths.push(`${relative(rootDir, path)}/`);
        walk(path);
      } else paths.push(relative(rootDir, path));
    }
  };
  walk(rootDir);
  return paths;
}

/** A path pattern as a regular expression: `{name}` and `*` match within one segment, a repeated `{name}` the same text. */
function patternRegExp(path: string, anchoredAtStart: boolean): RegExp {
  const names: string[] = [];
  let source = '';
  for (const part of path.split(/(\{\w+\}|\*)/)) {
    if (part === '*') source += '[^/]*';
    else if (/^\{\w+\}$/.test(part)) {
      const seen = names.indexOf(part);
      if (seen === -1) {
        names.push(part);
        source += '([^/]+)';
      } else source += `\\${seen + 1}`;
    } else source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`${anchoredAtStart ? '^' : '(?:^|/)'}${source}$`);
}

interface WorkspaceEntry {
  name: string;
  exports: string[];
}

/** Each workspace's package name and the subpaths of its `exports` (`.`, `./routes`…). */
export function workspaceEntries(rootDir: string, paths: readonly string[]): WorkspaceEntry[] {
  return paths
    .filter((path) => path.endsWith('/package.json') && path.split('/').length <= 3)
    .map(
      (path) => JSON.parse(readFileSync(join(rootDir, path), 'utf8')) as { name?: string; exports?: unknown },
    )
    .filter((pkg): pkg is { name: string; exports?: unknown } => typeof pkg.name === 'string')
    .map((pkg) => ({
      name: pkg.name,
      exports:
        typeof pkg.exports === 'object' && pkg.exports !== null
          ? Object.keys(pkg.exports)
          : pkg.exports
            ? ['.']
            : [],
    }));
}

/** `file:line \`span\`` for each path claim of `markdown` that the repository contradicts. */
export function missingPaths(
  file: string,
  markdown: string,
  rootDir: string,
  { tails }: { tails: boolean },
): string[] {
  const paths = repositoryPaths(rootDir);
  const rootEntries = new Set(readdirSync(rootDir).filter((name) => !name.startsWith('.')));
  const workspaces = workspaceEntries(rootDir, paths);
  const holds = ({ kind, path }: PathClaim): boolean => {
    if (kind === 'package') {
      const [, scope, name, ...rest] = path.match(/^(@[\w-]+)\/([\w-]+)(?:\/(.+))?$/) ?? [];
      const workspace = workspaces.find((entry) => entry.name === `${scope}/${name}`);
      const subpath = rest[0] === undefined ? '.' : `./${rest[0]}`;
      return workspace !== undefined && workspace.exports.includes(subpath);
    }
    // `x/` names a folder; `x` a file or a folder.
    const folder = path.endsWith('/');
    if (kind === 'full' && !/[{*]/.test(path)) {
      return existsSync(join(rootDir, path)) && (!folder || statSync(join(rootDir, path)).isDirectory());
    }
    const candidates = paths.flatMap((candidate) =>
      candidate.endsWith('/') && !folder
        ? [candidate.slice(0, -1)]
        : folder === candidate.endsWith('/')
          ? [candidate]
          : [],
    );
    const pattern = patternRegExp(path, kind === 'full');
    return candidates.some((candidate) => pattern.test(candidate));
  };
  return codeSpans(markdown).flatMap(({ text, line }) => {
    const claim = pathClaim(text, rootEntries);
    if (claim === null || (claim.kind === 'tail' && !tails)) return [];
    return holds(claim) ? [] : [`${file}:${line} \`${text}\``];
  });
}

/**
 * The layers of top folders a Markdown text states, lowest first: the one chain of code spans joined
 * by `←` (`` `packages` ← `tools` ← `apps`, `services` ← … ``; a comma joins folders of one layer).
 */
export function statedLayers(markdown: string): string[][] {
  const prose = markdown.replace(/\s+/g, ' ');
  const layer = '`[\\w-]+`(?:, `[\\w-]+`)*';
  const chains = prose.match(new RegExp(`${layer}(?: ← ${layer})+`, 'g')) ?? [];
  if (chains.length !== 1) throw new Error(`expected one chain of layers (a ← b), found ${chains.length}`);
  return (chains[0] as string)
    .split(' ← ')
    .map((level) => level.split(', ').map((name) => name.replaceAll('`', '')));
}

/** The level of each folder in `layers` (0: the lowest). */
function levels(layers: readonly string[][]): Map<string, number> {
  return new Map(layers.flatMap((names, level) => names.map((name) => [name, level] as const)));
}

/** Each import that does not go down the stated layers (into a lower layer), as `file imports specifier (from → to)`. */
export function importsAgainstLayers(
  imports: readonly TopFolderImport[],
  layers: readonly string[][],
): string[] {
  const level = levels(layers);
  return imports
    .filter(({ from, to }) => !((level.get(to) ?? Infinity) < (level.get(from) ?? -Infinity)))
    .map(({ file, specifier, from, to }) => `${file} imports ${specifier} (${from} → ${to})`);
}

/** Every workspace's package.json: its file, folder, name and the packages it depends on (any field). */
export function workspaceDependencies(
  rootDir: string,
  paths: readonly string[],
): { file: string; folder: string; name: string; on: string[] }[] {
  return paths
    .filter((path) => path.endsWith('/package.json') && path.split('/').length <= 3)
    .map((file) => {
      const pkg = JSON.parse(readFileSync(join(rootDir, file), 'utf8')) as Record<string, unknown>;
      const on = ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
        Object.keys((pkg[field] as Record<string, string> | undefined) ?? {}),
      );
      return { file, folder: file.slice(0, -'/package.json'.length), name: String(pkg['name']), on };
    });
}

/** Each workspace dependency of a package.json that goes up or across the stated layers. */
export function dependenciesAgainstLayers(rootDir: string, layers: readonly string[][]): string[] {
  const workspaces = workspaceDependencies(rootDir, repositoryPaths(rootDir));
  const level = levels(layers);
  const top = (folder: string) => folder.split('/')[0] as string;
  const folderOf = new Map(workspaces.map(({ name, folder }) => [name, folder]));
  return workspaces.flatMap(({ file, folder, on }) =>
    on.flatMap((name) => {
      const target = folderOf.get(name);
      if (target === undefined || top(target) === top(folder)) return [];
      return (level.get(top(target)) ?? Infinity) < (level.get(top(folder)) ?? -Infinity)
        ? []
        : [`${file} depends on ${name} (${top(folder)} → ${top(target)})`];
    }),
  );
}

/**
 * A sentence `` `a/b` shares only `c/d` with `` of `markdown`: the workspace at a/b depends on no
 * other workspace than the one at c/d. Returns what contradicts it (each stated sentence is checked).
 */
export function sharedOnlyAgainstDependencies(
  markdown: string,
  rootDir: string,
  imports: readonly TopFolderImport[],
): string[] {
  const workspaces = workspaceDependencies(rootDir, repositoryPaths(rootDir));
  const prose = markdown.replace(/\s+/g, ' ');
  const claims = [...prose.matchAll(/`([\w/-]+)` shares only `([\w/-]+)` with/g)];
  if (claims.length === 0) return ['no sentence `x` shares only `y` with'];
  return claims.flatMap(([, folder, shared]) => {
    const workspace = workspaces.find((entry) => entry.folder === folder);
    const allowed = workspaces.find((entry) => entry.folder === shared);
    if (!workspace || !allowed) return [`${folder} or ${shared} is not a workspace`];
    const names = new Set(workspaces.map((entry) => entry.name));
    const packageOf = (specifier: string) => specifier.split('/').slice(0, 2).join('/');
    return [
      ...workspace.on
        .filter((name) => names.has(name) && name !== allowed.name)
        .map((name) => `${workspace.file} depends on ${name}, not only ${allowed.name}`),
      ...imports
        .filter(({ file, specifier }) => file.startsWith(`${folder}/`) && names.has(packageOf(specifier)))
        .filter(({ specifier }) => packageOf(specifier) !== allowed.name)
        .map(({ file, specifier }) => `${file} imports ${specifier}, not only ${allowed.name}`),
    ];
  });
}

/** The origins of README's table « What runs where »: the port of each folder it names (`apps/portal` → 8080). */
export function tabledOrigins(markdown: string): Map<string, number> {
  const rows = [...markdown.matchAll(/^\| https?:\/\/localhost:(\d+) \|[^|\n]*\(`([\w/-]+)`\) \|$/gm)];
  return new Map(rows.map(([, port, folder]) => [folder as string, Number(port)]));
}

/** README's demo members: the password of « Password for all: `…` » and the addresses of its table, in order. */
export function tabledDemoMembers(markdown: string): { password: string | undefined; emails: string[] } {
  return {
    password: markdown.match(/^Password for all: `([^`]+)`/m)?.[1],
    emails: [...markdown.matchAll(/^\| ([\w.+-]+@[\w.-]+) \|/gm)].map((match) => match[1] as string),
  };
}

/** The npm scripts a text names: `npm run x`, `npm start`, `npm test`. */
export function namedNpmScripts(markdown: string): string[] {
  const named = [...markdown.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map(
    (match) => (match[1] ?? match[2]) as string,
  );
  return [...new Set(named)].sort();
}

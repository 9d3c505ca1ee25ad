// Which top folders of the repository (apps/, packages/, services/, tools/, e2e/, interop/, scripts/)
// import which others, by a relative path or by a workspace's package name (@portail/…). The folders
// are layers: no two of them may import each other (scripts/top-folder-imports.test.ts). Test files
// are not counted: a test may run its code against a higher layer (packages/http's GraphQL client
// against the local services' real server), a dependency of the test, not of the code.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface TopFolderImport {
  /** The importing file, relative to the root. */
  file: string;
  specifier: string;
  from: string;
  to: string;
}

const skippedFolders = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'screenshots']);
const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;
const testFile = /\.test\.tsx?$/;
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`.
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The module specifiers that a source text imports (static, re-exports and dynamic with a literal). */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(specifierPattern)].map((match) => match[1] as string);
}

/**
 * The folders of `rootDir` that git ignores, of `names` (none when git cannot tell: not a checkout).
 * npm test writes reports into some (test-results-b2c/) while its unit step reads the tree.
 */
function ignoredByGit(rootDir: string, names: readonly string[]): Set<string> {
  if (names.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', ...names.map((name) => `${name}/`)], {
      cwd: rootDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return new Set(out.split('\n').map((line) => line.replace(/\/$/, '')));
  } catch (error) {
    // exit status 1: none of them is ignored
    const out = (error as { stdout?: string }).stdout ?? '';
    return new Set(out.split('\n').map((line) => line.replace(/\/$/, '')));
  }
}

/**
 * The top folders of `rootDir`: its directories that hold the project's code (not node_modules, dot
 * folders, nor what git ignores: build output and test reports).
 */
export function topFolders(rootDir: string): string[] {
  const names = readdirSync(rootDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !skippedFolders.has(entry.name))
    .map((entry) => entry.name);
  const ignored = ignoredByGit(rootDir, names);
  return names.filter((name) => !ignored.has(name)).sort();
}

/** Each workspace's package name → the top folder that holds it (`@portail/portal` → `apps`). */
export function workspaceFolders(rootDir: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const top of topFolders(rootDir)) {
    for (const dir of [join(rootDir, top), ...subfolders(join(rootDir, top))]) {
      try {
        const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
        if (name) names.set(name, top);
      } catch {
        // no package.json: not a workspace
      }
    }
  }
  return names;
}

function subfolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skippedFolders.has(entry.name))
    .map((entry) => join(dir, entry.name));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || skippedFolders.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) ? [path] : [];
  });
}

/** The top folder that `specifier`, imported by the file `file`, lands in (undefined: a package from node_modules, or the same folder's). */
function targetFolder(rootDir: string, file: string, specifier: string, workspaces: Map<string, string>) {
  if (specifier.startsWith('.')) {
    const target = relative(rootDir, resolve(dirname(file), specifier));
    return target.startsWith('..') ? undefined : target.split(sep)[0];
  }
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  return workspaces.get(name as string);
}

/** Every import from one top folder into another, file by file (test files aside). */
export function topFolderImports(rootDir: string): TopFolderImport[] {
  const workspaces = workspaceFolders(rootDir);
  const imports: TopFolderImport[] = [];
  for (const from of topFolders(rootDir)) {
    for (const file of sourceFiles(join(rootDir, from))) {
      for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
        const to = targetFolder(rootDir, file, specifier, workspaces);
        if (to !== undefined && to !== from && to !== 'node_modules') {
          imports.push({ file: relative(rootDir, file), specifier, from, to });
        }
      }
    }
  }
  return imports;
}

/** The pairs of top folders that import each other, each with one import of either way (`a ↔ b: file → x; file → y`). */
export function mutualImports(imports: TopFolderImport[]): string[] {
  const first = new Map<string, TopFolderImport>();
  for (const entry of imports) {
    const key = `${entry.from}→${entry.to}`;
    if (!first.has(key)) first.set(key, entry);
  }
  const pairs: string[] = [];
  for (const there of first.values()) {
    const back = first.get(`${there.to}→${there.from}`);
    if (back && there.from < there.to) {
      pairs.push(
        `${there.from} ↔ ${there.to}: ${there.file} imports ${there.specifier}; ${back.file} imports ${back.specifier}`,
      );
    }
  }
  return pairs.sort();
}

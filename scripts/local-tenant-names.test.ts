/**
 * Issue 28: one build runs in every environment, so outside the local stand-in's defaults
 * (`@portail/contracts/local-defaults`) and the stand-in itself (services/local) no shipped source
 * of the apps and packages names the local tenant: its name, its policy names, or that module.
 * Tests and test helpers may (they run against the stand-in).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const rootDir = join(import.meta.dirname, '..');
const LOCAL_DEFAULTS = 'packages/contracts/src/local-defaults.ts';

/** What names the local tenant: its name, its B2C policy prefix, or an import of its defaults. */
const LOCAL_TENANT = /portailb2c|B2C_1A_|@portail\/contracts\/local-defaults/i;

/** Test files and helpers, which run against the stand-in, are not shipped. */
function isShipped(path: string): boolean {
  return (
    /\.(ts|tsx)$/.test(path) &&
    !/\.test\.tsx?$/.test(path) &&
    !path.includes('/testing/') &&
    !path.endsWith('/test-support.ts') &&
    path !== LOCAL_DEFAULTS
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(rootDir, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(rootDir, join(entry.parentPath, entry.name)));
}

/** `path:line` of every line of a shipped file that names the local tenant. */
function localTenantMentions(files: { path: string; text: string }[]): string[] {
  return files
    .filter((file) => isShipped(file.path))
    .flatMap((file) =>
      file.text
        .split('\n')
        .flatMap((line, index) => (LOCAL_TENANT.test(line) ? [`${file.path}:${index + 1}`] : [])),
    );
}

const roots = [
  ...readdirSync(join(rootDir, 'apps')).map((app) => `apps/${app}/src`),
  ...readdirSync(join(rootDir, 'packages')).map((name) => `packages/${name}/src`),
];

describe('the local tenant’s names', () => {
  it('appear in no shipped source of the apps and packages outside the stand-in’s defaults', () => {
    const files = roots
      .flatMap(sourceFiles)
      .map((path) => ({ path, text: readFileSync(join(rootDir, path), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(localTenantMentions(files)).toEqual([]);
  });

  it('are found where a shipped file names the tenant, its policies or its defaults, and not in tests', () => {
    expect(
      localTenantMentions([
        { path: 'packages/identity/src/config.ts', text: "const a = 1;\nconst tenant = 'portailb2c';" },
        { path: 'apps/portal/src/main.tsx', text: "const login = 'B2C_1A_login';" },
        {
          path: 'apps/account/src/x.ts',
          text: "import { policies } from '@portail/contracts/local-defaults';",
        },
        { path: 'packages/identity/src/config.test.ts', text: "const tenant = 'portailb2c';" },
        { path: 'packages/identity/src/testing/token-minter.ts', text: "const tenant = 'portailb2c';" },
        { path: LOCAL_DEFAULTS, text: "export const TENANT = 'portailb2c';" },
      ]),
    ).toEqual(['packages/identity/src/config.ts:2', 'apps/portal/src/main.tsx:1', 'apps/account/src/x.ts:1']);
  });
});

/**
 * What each path of the client loads: the static import graph (the modules a bundler puts in the
 * same load as their importer; `import type` is erased, `import()` starts a chunk of its own) from
 * the package entry, the callback path and the token path.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const packagesDir = resolve(srcDir, '../..');

function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier !== undefined
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** A workspace package's module (`@portail/contracts`, `@portail/contracts/deployment-config`) by its exports. */
function workspaceModule(specifier: string): string {
  const [name = '', ...subpath] = specifier.slice('@portail/'.length).split('/');
  const packageDir = join(packagesDir, name);
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const target = exports[subpath.length > 0 ? `./${subpath.join('/')}` : '.'];
  if (target === undefined) throw new Error(`${specifier}: not among its package's exports`);
  return join(packageDir, target);
}

/** The npm packages and the workspace modules loaded together with `entry`. */
function staticGraph(entry: string): { packages: Set<string>; modules: Set<string> } {
  const packages = new Set<string>();
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of staticSpecifiers(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (specifier.startsWith('@portail/')) visit(workspaceModule(specifier));
      else packages.add(specifier.split('/')[0] ?? specifier);
    }
  };
  visit(join(srcDir, entry));
  return { packages, modules };
}

const relative = (modules: Set<string>) => [...modules].map((file) => file.slice(srcDir.length + 1));

describe('what each sign-in path loads', () => {
  it('a page that is not on a callback loads neither jose nor oauth4webapi', () => {
    const { packages, modules } = staticGraph('index.ts');
    expect([...packages]).not.toContain('jose');
    expect([...packages]).not.toContain('oauth4webapi');
    expect(relative(modules)).not.toContain('id-token.ts');
    expect(relative(modules)).not.toContain('token-endpoint.ts');
    // …while the work of every page is there
    expect(relative(modules)).toEqual(
      expect.arrayContaining([
        'config.ts',
        'storage/token-store.ts',
        'refresh-schedule.ts',
        'tab-sync.ts',
        'user.ts',
        'client.ts',
        'wrapper.ts',
      ]),
    );
  });

  it('a page that is not on a callback loads no authorize address, pending state or provider document until it leaves for the provider', () => {
    const { modules } = staticGraph('index.ts');
    for (const module of [
      'authorization-request.ts',
      'authorize-url.ts',
      'pkce.ts',
      'renewal.ts',
      'discovery.ts',
      'storage/state-store.ts',
    ])
      expect(relative(modules)).not.toContain(module);
  });

  it('the callback path checks the identity token with WebCrypto, and brings oauth4webapi only on demand', () => {
    const { packages, modules } = staticGraph('callback-path.ts');
    expect([...packages]).not.toContain('jose');
    expect([...packages]).not.toContain('oauth4webapi');
    expect(relative(modules)).toEqual(
      expect.arrayContaining(['callback.ts', 'id-token.ts', 'jws-verify.ts']),
    );
  });

  it('the callback path builds the authorize address and reads the provider documents', () => {
    const { modules } = staticGraph('callback-path.ts');
    expect(relative(modules)).toEqual(
      expect.arrayContaining([
        'authorize-url.ts',
        'authorization-request.ts',
        'renewal.ts',
        'provider-caches.ts',
      ]),
    );
  });

  it('the token path brings oauth4webapi and not jose', () => {
    const { packages } = staticGraph('token-path.ts');
    expect([...packages]).toContain('oauth4webapi');
    expect([...packages]).not.toContain('jose');
  });
});

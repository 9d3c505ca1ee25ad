import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, defaultPorts, demoMembers } from '@portail/contracts';
import {
  codeSpans,
  dependenciesAgainstLayers,
  importsAgainstLayers,
  missingPaths,
  namedNpmScripts,
  pathClaim,
  sharedOnlyAgainstDependencies,
  statedLayers,
  tabledDemoMembers,
  tabledOrigins,
} from './architecture-claims.ts';
import { topFolderImports, topFolders } from './top-folder-imports.ts';

const rootDir = join(import.meta.dirname, '..');
const architecture = readFileSync(join(rootDir, 'ARCHITECTURE.md'), 'utf8');
const readme = readFileSync(join(rootDir, 'README.md'), 'utf8');
const npmScripts = Object.keys(
  (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);

describe('ARCHITECTURE.md against the repository', { timeout: 30_000 }, () => {
  it('names only paths, files and workspace entry points that exist', () => {
    expect(missingPaths('ARCHITECTURE.md', architecture, rootDir, { tails: true })).toEqual([]);
  });

  it('states layers of top folders that cover every top folder', () => {
    expect(statedLayers(architecture).flat().sort()).toEqual(topFolders(rootDir));
  });

  it('states layers that every import between top folders goes down (test files aside)', () => {
    expect(importsAgainstLayers(topFolderImports(rootDir), statedLayers(architecture))).toEqual([]);
  });

  it('states layers that no workspace package.json depends against', () => {
    expect(dependenciesAgainstLayers(rootDir, statedLayers(architecture))).toEqual([]);
  });

  it('says which one workspace the local services share with the clients, and they depend on no other', () => {
    expect(sharedOnlyAgainstDependencies(architecture, rootDir, topFolderImports(rootDir))).toEqual([]);
  });

  it('names only npm scripts that package.json has', () => {
    expect(namedNpmScripts(architecture).filter((name) => !npmScripts.includes(name))).toEqual([]);
  });
});

describe('README.md against the repository', { timeout: 30_000 }, () => {
  it('names only npm scripts that package.json has', () => {
    const named = namedNpmScripts(readme);
    expect(named).toContain('start');
    expect(named.filter((name) => !npmScripts.includes(name))).toEqual([]);
  });

  it('names only root paths and workspace entry points that exist', () => {
    expect(missingPaths('README.md', readme, rootDir, { tails: false })).toEqual([]);
  });

  it('prints the ports npm start listens on by default', () => {
    expect(Object.fromEntries(tabledOrigins(readme))).toEqual({
      'apps/portal': defaultPorts.portal,
      'apps/account': defaultPorts.account,
      'services/local/src/idp': defaultPorts.idp,
      'services/local/src/api': defaultPorts.api,
    });
  });

  it('lists the demo members and the password that npm start seeds and prints', () => {
    expect(tabledDemoMembers(readme)).toEqual({
      password: DEMO_PASSWORD,
      emails: demoMembers.map((member) => member.email),
    });
  });
});

describe('pathClaim', () => {
  const root = new Set(['apps', 'packages', 'e2e']);

  it('reads root paths, paths from a named folder, module names and workspace entry points', () => {
    expect(pathClaim('apps/portal/src/main.tsx', root)).toEqual({
      kind: 'full',
      path: 'apps/portal/src/main.tsx',
    });
    expect(pathClaim('e2e/support/a11y/', root)).toEqual({ kind: 'full', path: 'e2e/support/a11y/' });
    expect(pathClaim('routing/chunk-failure.ts', root)).toEqual({
      kind: 'tail',
      path: 'routing/chunk-failure.ts',
    });
    expect(pathClaim('head-reconcile.ts', root)).toEqual({ kind: 'tail', path: 'head-reconcile.ts' });
    expect(pathClaim('@portail/http/api-client', root)).toEqual({
      kind: 'package',
      path: '@portail/http/api-client',
    });
  });

  it('leaves out addresses, runtime places, extensions, build outputs and prose', () => {
    for (const span of [
      '/callback/renouvellement.html',
      '{dataDir}/tls/',
      '.br',
      '.ci/run',
      'dist/prerendered/{page}.html',
      'test-results/accessibility-walk.md',
      'node_modules/.bin',
      'pages.json',
      'npm run size',
      'frame-ancestors {idp}',
      '.css?url',
      '@axe-core/playwright',
      'layout',
    ]) {
      expect(pathClaim(span, root), span).toBeNull();
    }
  });
});

describe('codeSpans and namedNpmScripts', () => {
  it('read inline code outside fenced blocks, with its line', () => {
    expect(codeSpans('a `x` b `y/z.ts`\n```sh\n`not`\n```\n`w`')).toEqual([
      { text: 'x', line: 1 },
      { text: 'y/z.ts', line: 1 },
      { text: 'w', line: 5 },
    ]);
  });

  it('read npm run, npm start and npm test, not npm ci', () => {
    expect(namedNpmScripts('`npm start`, npm run bench:soak. `npm ci`; npm test; npm run size.')).toEqual([
      'bench:soak',
      'size',
      'start',
      'test',
    ]);
  });
});

describe('missingPaths, statedLayers and the direction checks on a small repository', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(path: string, text: string) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }

  function smallRepository() {
    dir = mkdtempSync(join(tmpdir(), 'portail-claims-'));
    write(
      'lib/one/package.json',
      JSON.stringify({ name: '@portail/one', exports: { '.': './src/index.ts' } }),
    );
    write('lib/one/src/index.ts', 'export const one = 1;\n');
    write('lib/one/src/apps/news/declaration.ts', '');
    write(
      'top/two/package.json',
      JSON.stringify({ name: '@portail/two', dependencies: { '@portail/one': '*' } }),
    );
    write('top/two/src/index.ts', "import { one } from '@portail/one';\nexport { one };\n");
  }

  it('names each path, pattern, module and entry point the repository does not have, with its line', () => {
    smallRepository();
    const markdown = [
      '`lib/one/src/index.ts`, `lib/one/src/` and `lib/one/src/apps/{app}/declaration.ts` exist;',
      '`apps/news/declaration.ts` and `index.ts` too, and `@portail/one`.',
      '`lib/one/src/gone.ts`, `lib/one/src/index.ts/`, `lib/one/src/apps/{app}/{app}-app.ts`,',
      '`routing/gone.ts`, `gone.tsx`, `@portail/one/sub` and `@portail/three` do not.',
    ].join('\n');
    expect(missingPaths('X.md', markdown, dir, { tails: true })).toEqual([
      'X.md:3 `lib/one/src/gone.ts`',
      'X.md:3 `lib/one/src/index.ts/`',
      'X.md:3 `lib/one/src/apps/{app}/{app}-app.ts`',
      'X.md:4 `routing/gone.ts`',
      'X.md:4 `gone.tsx`',
      'X.md:4 `@portail/one/sub`',
      'X.md:4 `@portail/three`',
    ]);
    expect(missingPaths('X.md', markdown, dir, { tails: false })).toHaveLength(5);
  });

  it('reads the one chain of layers, a comma joining the folders of one layer', () => {
    expect(statedLayers('The layers: `lib` ← `mid`, `side` ←\n`top` (no two import each other).')).toEqual([
      ['lib'],
      ['mid', 'side'],
      ['top'],
    ]);
    expect(() => statedLayers('no layers here')).toThrow('expected one chain of layers');
  });

  it('names an import or a dependency that goes up or across the layers, not one that goes down', () => {
    smallRepository();
    expect(importsAgainstLayers(topFolderImports(dir), [['lib'], ['top']])).toEqual([]);
    expect(dependenciesAgainstLayers(dir, [['lib'], ['top']])).toEqual([]);
    expect(importsAgainstLayers(topFolderImports(dir), [['top'], ['lib']])).toEqual([
      'top/two/src/index.ts imports @portail/one (top → lib)',
    ]);
    expect(dependenciesAgainstLayers(dir, [['lib', 'top']])).toEqual([
      'top/two/package.json depends on @portail/one (top → lib)',
    ]);
  });

  it('names a workspace dependency or import beyond the one a « shares only » sentence allows', () => {
    smallRepository();
    write('lib/three/package.json', JSON.stringify({ name: '@portail/three' }));
    write('top/two/src/more.ts', "export * from '@portail/three';\n");
    expect(
      sharedOnlyAgainstDependencies(
        '`top/two` shares only `lib/one` with the clients',
        dir,
        topFolderImports(dir),
      ),
    ).toEqual(['top/two/src/more.ts imports @portail/three, not only @portail/one']);
    expect(sharedOnlyAgainstDependencies('nothing said', dir, [])).toEqual([
      'no sentence `x` shares only `y` with',
    ]);
  });
});

describe('tabledOrigins and tabledDemoMembers', () => {
  it('read the origins table and the demo members table of a README', () => {
    const markdown = [
      '| origin | what |',
      '| --- | --- |',
      '| http://localhost:8080 | the portal shell (`apps/portal`) |',
      '| http://localhost:8083 | member APIs (`services/local/src/api`) |',
      '',
      'Password for all: `Secret-1`.',
      '',
      '| courriel | state |',
      '| --- | --- |',
      '| a@exemple.ca | complete |',
      '| b@exemple.ca | banned |',
    ].join('\n');
    expect(Object.fromEntries(tabledOrigins(markdown))).toEqual({
      'apps/portal': 8080,
      'services/local/src/api': 8083,
    });
    expect(tabledDemoMembers(markdown)).toEqual({
      password: 'Secret-1',
      emails: ['a@exemple.ca', 'b@exemple.ca'],
    });
  });
});

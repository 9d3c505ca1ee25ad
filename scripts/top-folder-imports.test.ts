import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { importSpecifiers, mutualImports, topFolderImports, topFolders } from './top-folder-imports.ts';

const rootDir = join(import.meta.dirname, '..');

describe('the layers of the repository', () => {
  it('has no two top folders that import each other', () => {
    expect(mutualImports(topFolderImports(rootDir))).toEqual([]);
  });
});

describe('importSpecifiers', () => {
  it('reads static imports, re-exports, side-effect imports and dynamic imports with a literal', () => {
    const source = [
      "import { a } from '../a.ts';",
      "import type { B } from '@portail/contracts';",
      "export { c } from './c.ts';",
      "import './styles.css';",
      "const d = await import('../../d.ts');",
      'const e = await import(url);',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '../a.ts',
      '@portail/contracts',
      './c.ts',
      './styles.css',
      '../../d.ts',
    ]);
  });
});

describe('topFolderImports and mutualImports', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(path: string, text: string) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }

  it("names a pair joined by a relative path one way and a package name the other, not a one-way import nor a test file's", () => {
    dir = mkdtempSync(join(tmpdir(), 'portail-layers-'));
    write('lib/one/package.json', JSON.stringify({ name: '@x/one' }));
    write('lib/one/src/index.ts', "import { helper } from '../../../tools/helper.ts';\nexport { helper };\n");
    write('tools/helper.ts', "export const helper = 1;\nimport '@x/one';\n");
    write('top/command.ts', "import { helper } from '@x/one';\nimport { other } from 'some-package';\n");
    write('node_modules/some-package/index.js', "import '../../top/command.ts';\n");
    write('lib/one/src/index.test.ts', "import '../../../top/command.ts';\n");

    const imports = topFolderImports(dir);
    expect(imports.map(({ from, to }) => `${from}→${to}`).sort()).toEqual([
      'lib→tools',
      'tools→lib',
      'top→lib',
    ]);
    expect(mutualImports(imports)).toEqual([
      'lib ↔ tools: lib/one/src/index.ts imports ../../../tools/helper.ts; tools/helper.ts imports @x/one',
    ]);
  });
});

describe('topFolders', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves out the folders that git ignores, such as a report folder another step is writing meanwhile', () => {
    dir = mkdtempSync(join(tmpdir(), 'portail-top-folders-'));
    execFileSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(join(dir, '.gitignore'), 'test-results-*/\nout/\n');
    for (const folder of ['apps', 'tools', 'test-results-b2c', 'out', '.cache', 'node_modules']) {
      mkdirSync(join(dir, folder));
      writeFileSync(join(dir, folder, 'file.ts'), 'export {};\n');
    }
    expect(topFolders(dir)).toEqual(['apps', 'tools']);
  });
});

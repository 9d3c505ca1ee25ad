import { describe, expect, it } from 'vitest';
import { isExportGetter, modulesThatRan, projectPath, type ScriptCoverage } from './module-coverage.ts';

const root = '/repo';

describe('projectPath', () => {
  it('gives the path of an app or package source from its file URL, without its query', () => {
    expect(projectPath('file:///repo/apps/account/src/profile/save-profile.ts?v=1', root)).toBe(
      'apps/account/src/profile/save-profile.ts',
    );
    expect(projectPath('/repo/packages/http/src/api-client.ts', root)).toBe(
      'packages/http/src/api-client.ts',
    );
    // the link walk's (scripts/link-walk): a portal path, a query on a plain path
    expect(projectPath('/repo/apps/portal/src/main.tsx', root)).toBe('apps/portal/src/main.tsx');
    expect(projectPath('file:///repo/packages/router/src/query.ts', root)).toBe(
      'packages/router/src/query.ts',
    );
    expect(projectPath('/repo/packages/ui/src/messages.ts?v=1', root)).toBe('packages/ui/src/messages.ts');
  });

  it('leaves out dependencies, tests, test fakes, other folders and what is not a file', () => {
    expect(projectPath('file:///repo/node_modules/react/index.js', root)).toBeNull();
    expect(projectPath('file:///repo/apps/account/node_modules/x/index.js', root)).toBeNull();
    expect(projectPath('file:///repo/apps/account/src/AccountApp.test.tsx', root)).toBeNull();
    expect(projectPath('file:///repo/apps/account/src/testing/fakes.tsx', root)).toBeNull();
    expect(projectPath('file:///repo/tools/walk/module-coverage.ts', root)).toBeNull();
    expect(projectPath('file:///elsewhere/apps/a/src/x.ts', root)).toBeNull();
    expect(projectPath('node:internal/timers', root)).toBeNull();
    // the link walk's: a plain path to a dependency, a test, the walk's own scripts, another folder
    expect(projectPath('/repo/node_modules/react/index.js', root)).toBeNull();
    expect(projectPath('/repo/apps/portal/node_modules/x/index.js', root)).toBeNull();
    expect(projectPath('/repo/packages/router/src/query.test.ts', root)).toBeNull();
    expect(projectPath('/repo/scripts/link-walk/module-walk.ts', root)).toBeNull();
    expect(projectPath('/elsewhere/apps/portal/src/main.tsx', root)).toBeNull();
  });
});

describe('isExportGetter', () => {
  it("tells Vite's export getters from code", () => {
    expect(isExportGetter('() => { try { return saveProfile } catch {} }')).toBe(true);
    expect(isExportGetter('() => { try { return __vite_ssr_import_0__.createStore } catch {} }')).toBe(true);
    expect(isExportGetter('() => { try { return save() } catch {} }')).toBe(false);
    expect(isExportGetter('function save() { return 1 }')).toBe(false);
  });
});

describe('modulesThatRan', () => {
  const source = 'X() => { try { return a } catch {} }function a() { return 1 }';
  const getter = { startOffset: 1, endOffset: 36 };
  const fn = { startOffset: 36, endOffset: source.length };
  const script = (url: string, counts: [number, number]): ScriptCoverage => ({
    scriptId: url,
    url,
    functions: [
      { functionName: '', ranges: [{ ...getter, count: counts[0] }] },
      { functionName: 'a', ranges: [{ ...fn, count: counts[1] }] },
    ],
  });

  it('lists, sorted and once each, the project modules of which a function other than an export getter ran', async () => {
    const scripts = [
      script('file:///repo/packages/b/src/b.ts', [0, 2]),
      script('file:///repo/apps/a/src/only-read.ts', [3, 0]),
      script('file:///repo/apps/a/src/never.ts', [0, 0]),
      script('file:///repo/apps/a/src/a.ts', [1, 1]),
      script('file:///repo/apps/a/src/a.ts', [0, 1]),
      script('file:///repo/node_modules/c/index.js', [0, 5]),
    ];
    expect(await modulesThatRan(scripts, root, async () => source)).toEqual([
      'apps/a/src/a.ts',
      'packages/b/src/b.ts',
    ]);
  });
});

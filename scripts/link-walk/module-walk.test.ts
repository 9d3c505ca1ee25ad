import { describe, expect, it } from 'vitest';
import { isExportGetter, modulesReached, reentries, walkOrder } from './module-walk.ts';

const root = '/repo';
const GETTER = '() => { try { return __vite_ssr_import_1__.useStore } catch {} }';
const CODE = 'function f() { return 1; }';
/** A script whose functions are the given sources, each called the given number of times. */
const script = (url: string, ...functions: [source: string, count: number][]) => {
  let source = '';
  const ranges = functions.map(([text, count]) => {
    const startOffset = source.length;
    source += text;
    return { count, startOffset, endOffset: source.length };
  });
  return {
    url,
    source,
    functions: ranges.map((range, index) => ({ functionName: `f${index}`, ranges: [range] })),
  };
};

describe('modulesReached', () => {
  it('keeps the project modules with a function called, apart the ones only read through an export', () => {
    const scripts = [
      script('/repo/packages/router/src/query.ts', [CODE, 0], [CODE, 2]),
      script('/repo/packages/router/src/errors.ts', [CODE, 0], [GETTER, 0]),
      script('/repo/packages/state/src/index.ts', [CODE, 0], [GETTER, 3]),
      script('/repo/packages/state/src/store.ts', [GETTER, 1], [CODE, 1]),
      script('/repo/node_modules/react/index.js', [CODE, 5]),
    ];
    expect(modulesReached(scripts, root)).toEqual({
      ran: ['packages/router/src/query.ts', 'packages/state/src/store.ts'],
      readOnly: ['packages/state/src/index.ts'],
    });
  });
});

describe('isExportGetter', () => {
  it('tells the test runner’s export getters from a module’s own arrow functions', () => {
    expect(isExportGetter(GETTER)).toBe(true);
    expect(isExportGetter('() => { try { return site } catch {} }')).toBe(true);
    expect(isExportGetter('() => load().catch(() => undefined)')).toBe(false);
    expect(isExportGetter('() => { try { return run() } catch {} }')).toBe(false);
  });
});

describe('walkOrder', () => {
  it('lists each module once, at the first snapshot where it ran', () => {
    expect(walkOrder([['b', 'a'], ['a', 'c'], ['d']])).toEqual([
      { module: 'a', phase: 0 },
      { module: 'b', phase: 0 },
      { module: 'c', phase: 1 },
      { module: 'd', phase: 2 },
    ]);
  });
});

describe('reentries', () => {
  it('names the modules that ran in more than one snapshot, with those snapshots', () => {
    expect(reentries([['b', 'a'], ['c'], ['a', 'c', 'c'], []])).toEqual([
      { module: 'a', phases: [0, 2] },
      { module: 'c', phases: [1, 2] },
    ]);
  });
});

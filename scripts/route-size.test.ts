import { describe, expect, it } from 'vitest';
import { initialChunks, type Manifest } from './route-size.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/News.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/News.tsx': {
    file: 'assets/news.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    css: ['assets/news.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/Audio.tsx': { file: 'assets/audio.js', isDynamicEntry: true },
};

describe('initialChunks', () => {
  it('counts the entry and its static imports for every route', () => {
    expect(initialChunks(manifest, []).map((chunk) => chunk.file)).toEqual([
      'assets/index.js',
      'assets/react.js',
    ]);
  });

  it('adds the route module and what it imports, but not other lazy modules', () => {
    const files = initialChunks(manifest, ['src/News.tsx']).map((chunk) => chunk.file);
    expect(files).toEqual(['assets/index.js', 'assets/react.js', 'assets/news.js', 'assets/shared.js']);
    expect(files).not.toContain('assets/audio.js');
  });

  it('fails loudly when a route names a module that the build does not have', () => {
    expect(() => initialChunks(manifest, ['src/Gone.tsx'])).toThrow(/not in the build manifest/);
  });
});

import { describe, expect, it } from 'vitest';
import { initialChunks, manifestKey, type Manifest } from './route-size.ts';

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

describe('routeSize of a content application with its own stylesheet', () => {
  it('finds a stylesheet that Vite keys by its absolute path, by its path in the app', () => {
    const withStylesheet: Manifest = {
      ...manifest,
      '/home/build/apps/portal/src/apps/news/news.css': { file: 'assets/news-app.css' },
    };
    expect(manifestKey(withStylesheet, 'src/apps/news/news.css')).toBe(
      '/home/build/apps/portal/src/apps/news/news.css',
    );
    expect(initialChunks(withStylesheet, ['src/apps/news/news.css']).map((chunk) => chunk.file)).toContain(
      'assets/news-app.css',
    );
  });
});

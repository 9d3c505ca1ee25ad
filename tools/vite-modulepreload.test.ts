import { describe, expect, it } from 'vitest';
import { preloadFilesOf } from './vite-modulepreload.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  isEntry,
});

describe('preloadFilesOf', () => {
  it('names the matching module’s chunk and the chunks it imports, but never the entry, each once', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', '/app/index.html', [], true),
      'assets/wiring.js': chunk('assets/wiring.js', '/app/src/wiring.ts', [
        'assets/index.js',
        'assets/tab-sync.js',
      ]),
      'assets/tab-sync.js': chunk('assets/tab-sync.js', null, ['assets/index.js']),
      'assets/logout.js': chunk('assets/logout.js', '/app/src/logout.ts', ['assets/tab-sync.js']),
      'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css' },
    };
    expect(preloadFilesOf(bundle, /[\\/]src[\\/]wiring\.ts$/)).toEqual([
      'assets/wiring.js',
      'assets/tab-sync.js',
    ]);
  });

  it('names nothing when no chunk is the matching module’s', () => {
    const bundle = { 'assets/index.js': chunk('assets/index.js', '/app/index.html', [], true) };
    expect(preloadFilesOf(bundle, /wiring\.ts$/)).toEqual([]);
  });
});

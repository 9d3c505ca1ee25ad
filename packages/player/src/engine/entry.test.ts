import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The modules the engine chunk runs: every import that is not `import type`, followed from the entry. */
function runtimeImports(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      const target = match[1] ?? '';
      if (target.startsWith('.')) visit(resolve(dirname(file), target));
      else packages.add(target);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('the player engine chunk', () => {
  it('runs no React and no store package: a module that reads process.env would fail to load in the browser', () => {
    const entry = resolve(dirname(fileURLToPath(import.meta.url)), 'entry.ts');
    const { files, packages } = runtimeImports(entry);
    expect(files.length).toBeGreaterThan(3);
    expect(packages).not.toContain('react');
    expect(packages).not.toContain('@portail/state');
  });
});

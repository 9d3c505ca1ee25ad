import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceFingerprint } from './build-apps.ts';

describe('sourceFingerprint', () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const fingerprint = () => sourceFingerprint(dir, ['harness', 'packages'], ['package-lock.json']);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portail-fingerprint-'));
    write('harness/index.html', '<script src="./main.ts"></script>');
    write('packages/identity/src/index.ts', 'export const a = 1;');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stays the same while no source changes, whatever the build wrote or a test changed', () => {
    const before = fingerprint();
    write('harness/dist/index.html', 'built');
    write('harness/dist/.source-hash', before);
    write('packages/identity/src/index.test.ts', 'it()');
    expect(fingerprint()).toBe(before);
  });

  it('changes when a source, a new file or the lock file changes', () => {
    const seen = new Set([fingerprint()]);
    write('packages/identity/src/index.ts', 'export const a = 2;');
    seen.add(fingerprint());
    write('harness/extra.ts', 'export {};');
    seen.add(fingerprint());
    write('package-lock.json', '{"lockfileVersion":3}');
    seen.add(fingerprint());
    expect(seen.size).toBe(4);
  });
});

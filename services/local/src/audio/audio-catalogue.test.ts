import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateAudioFiles } from './audio-catalogue.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function audioDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portail-audio-'));
  dirs.push(dir);
  return join(dir, 'audio');
}

describe('generateAudioFiles', () => {
  it('writes the same clips, byte for byte, into every directory, the second time included', () => {
    const first = audioDir();
    const second = audioDir();
    const names = generateAudioFiles(first);
    expect(generateAudioFiles(second)).toEqual(names);
    expect(readdirSync(second).sort()).toEqual([...names].sort());
    for (const name of names) {
      const bytes = readFileSync(join(second, name));
      expect(bytes.toString('ascii', 0, 4), name).toBe('RIFF');
      expect(bytes.equals(readFileSync(join(first, name))), name).toBe(true);
    }
  });
});

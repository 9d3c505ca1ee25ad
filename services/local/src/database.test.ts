import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'portail-db-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const migrations = [{ id: '001-notes', sql: 'CREATE TABLE notes (text TEXT NOT NULL)' }];

describe('openDatabase', () => {
  it('keeps what was written after the database is closed and opened again', () => {
    const dir = tempDir();
    const first = openDatabase(dir, migrations);
    first.prepare('INSERT INTO notes (text) VALUES (?)').run('bonjour');
    first.close();
    const second = openDatabase(dir, migrations);
    expect(second.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'bonjour' }]);
    second.close();
  });

  it('applies each migration once and a new one on the next start', () => {
    const dir = tempDir();
    openDatabase(dir, migrations).close();
    const db = openDatabase(dir, [
      ...migrations,
      { id: '002-more', sql: 'ALTER TABLE notes ADD COLUMN lang TEXT' },
    ]);
    expect(
      db
        .prepare('SELECT id FROM schema_migrations ORDER BY id')
        .all()
        .map((row) => row.id),
    ).toEqual(['001-notes', '002-more']);
    db.close();
  });

  it('leaves no trace of a migration that fails', () => {
    const dir = tempDir();
    expect(() =>
      openDatabase(dir, [{ id: 'bad', sql: 'CREATE TABLE t (a); SELECT nope FROM missing' }]),
    ).toThrow();
    const db = openDatabase(dir, []);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't'").all()).toEqual([]);
    db.close();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../database.ts';
import { migrations } from '../migrations.ts';
import { perTest } from './per-test.ts';

/**
 * The local services' database for each test of the file: every migration applied, in a temporary
 * folder of its own (`portail-{name}-…`), closed and removed after the test.
 */
export function useTestDatabase(name: string): DatabaseSync {
  let dir = '';
  return perTest(
    () => {
      dir = mkdtempSync(join(tmpdir(), `portail-${name}-`));
      return openDatabase(dir, migrations);
    },
    (db) => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  );
}

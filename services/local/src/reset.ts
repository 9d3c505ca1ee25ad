// npm run services:reset — the demo members restored, everything else the services stored removed.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database.ts';
import { migrations } from './migrations.ts';
import { resetStoredData } from './reset-data.ts';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = resolve(rootDir, process.env['PORTAIL_DATA_DIR'] ?? '.data');

const db = openDatabase(dataDir, migrations);
try {
  await resetStoredData(db, dataDir);
  console.log(
    `Données réinitialisées dans ${dataDir} : membres de démonstration restaurés, courriels, sessions, ` +
      'télémétrie, infolettres et photos effacés.\n' +
      `Data reset in ${dataDir}: demo members restored; mails, sessions, telemetry, newsletters and photos removed.`,
  );
} finally {
  db.close();
}

// npm run services:reset — restores the demo members, empties the outbox and ends every session.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../database.ts';
import { resetIdentityData } from '../idp/reset-identity-data.ts';
import { migrations } from '../migrations.ts';

const rootDir = fileURLToPath(new URL('../../../..', import.meta.url));
const dataDir = resolve(rootDir, process.env.PORTAIL_DATA_DIR ?? '.data');

const db = openDatabase(dataDir, migrations);
try {
  await resetIdentityData(db);
  console.log(
    `Données réinitialisées dans ${dataDir} : membres de démonstration restaurés, courriels et sessions effacés.\n` +
      `Data reset in ${dataDir}: demo members restored, mails and sessions cleared.`,
  );
} finally {
  db.close();
}

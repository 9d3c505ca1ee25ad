// npm run stamp -- --config FILE --out DIR [--cert FILE --key FILE]: a deployable folder for one
// environment. DIR/portal and DIR/account hold each app's build with the deployment configuration
// stamped into every HTML page (index.html and the pre-rendered pages, with their .br/.gz), and
// DIR/nginx/portail.conf the nginx server blocks of both apps, generated from the serving table that
// the Node app server reads. An https origin needs a certificate and its key: --cert/--key, else the
// local authority's server certificate under the data directory (PORTAIL_HTTPS=1 makes it).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parseDeploymentConfig } from '@portail/contracts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const usage =
  'Usage : npm run stamp -- --config FICHIER --out DOSSIER [--cert FICHIER --key FICHIER] ' +
  '/ Usage: npm run stamp -- --config FILE --out DIR [--cert FILE --key FILE]';

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    out: { type: 'string' },
    cert: { type: 'string' },
    key: { type: 'string' },
  },
  strict: true,
});
if (!values.config || !values.out) fail(usage);
if (!existsSync(values.config)) fail(`${values.config} : fichier introuvable / file not found`);

let deployment;
try {
  deployment = parseDeploymentConfig(readFileSync(values.config, 'utf8'));
} catch (error) {
  // parseDeploymentConfig's errors (and JSON's) are one line naming the key or the position.
  fail(`${values.config}: ${error instanceof Error ? error.message : String(error)}`);
}
const { origins } = deployment;
const https = [origins.portal, origins.account].some((origin) => origin.startsWith('https:'));
let tls: { certificate: string; key: string } | undefined;
if (https) {
  const tlsDir = join(resolve(rootDir, process.env.PORTAIL_DATA_DIR ?? '.data'), 'tls');
  tls = {
    certificate: resolve(values.cert ?? join(tlsDir, 'serveur.crt')),
    key: resolve(values.key ?? join(tlsDir, 'serveur.key')),
  };
  for (const file of [tls.certificate, tls.key]) {
    if (!existsSync(file)) {
      fail(
        `${file} : introuvable; une origine https demande --cert et --key (ou PORTAIL_HTTPS=1 npm start, qui crée ` +
          `l'autorité locale) / not found; an https origin needs --cert and --key (or PORTAIL_HTTPS=1 npm start, ` +
          'which makes the local authority)',
      );
    }
  }
}

// Loaded once the arguments are checked: a refused file is answered at once.
const { buildStaleApps } = await import('../tools/build-apps.ts');
const { stampDeployment } = await import('@portail/local-services');
await buildStaleApps(rootDir);
const outDir = resolve(values.out);
const stamped = stampDeployment({
  deployment,
  dists: { portal: join(rootDir, 'apps/portal/dist'), account: join(rootDir, 'apps/account/dist') },
  outDir,
  ...(tls ? { tls } : {}),
});
console.log(
  `${deployment.environment}: ${stamped.pages.length} pages stamped, ${join(outDir, 'nginx', 'portail.conf')} ` +
    `(${stamped.nginxConf.split('\n').length} lines)`,
);

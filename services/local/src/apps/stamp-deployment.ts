// `npm run stamp`: the two apps' builds made deployable for one configuration — their files, with the
// configuration stamped into every HTML page (as the Node app server injects it), and the nginx
// configuration generated from the same serving table.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { originsOf, type DeploymentConfig } from '@portail/contracts';
import { nginxSiteConfig, type NginxApp } from './nginx-config.ts';
import { servingTable } from './serving-table.ts';
import { readStampedPages } from './stamped-pages.ts';

export interface StampOptions {
  /** What every page carries (`<meta name="portail-config">`); its origins name the servers. */
  deployment: DeploymentConfig;
  /** Each app's production build (`apps/{name}/dist`). */
  dists: { portal: string; account: string };
  /** The folder to write: `portal/`, `account/`, `nginx/portail.conf`. Emptied first. */
  outDir: string;
  /** Certificate chain and key files, when an app origin is https. */
  tls?: { certificate: string; key: string };
}

export interface Stamped {
  /** The generated nginx site configuration (`http`-level: maps and server blocks). */
  nginxConf: string;
  /** Every HTML file written, relative to `outDir`. */
  pages: string[];
}

/** The build's own bookkeeping, not served. */
const NOT_DEPLOYED = new Set(['.source-hash']);

/** Writes `html` at `path` with its `.br` and `.gz` variants beside it (the build's stale ones replaced). */
function writePage(path: string, html: string): void {
  const body = Buffer.from(html);
  writeFileSync(path, body);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
}

export function stampDeployment({ deployment, dists, outDir, tls }: StampOptions): Stamped {
  const config = originsOf(deployment);
  const out = resolve(outDir);
  const apps: NginxApp[] = [];
  const pages: string[] = [];
  for (const name of ['portal', 'account'] as const) {
    const distDir = dists[name];
    // Read (and checked: no build-time origin left) before anything is written.
    const stamped = readStampedPages(distDir, deployment);
    const root = join(out, name);
    rmSync(root, { recursive: true, force: true });
    cpSync(distDir, root, {
      recursive: true,
      filter: (source) => !NOT_DEPLOYED.has(source.slice(distDir.length + 1)),
    });
    for (const page of [stamped.shell, ...stamped.prerendered]) {
      writePage(join(root, page.file), page.html);
      pages.push(`${name}/${page.file}`);
    }
    apps.push({
      name,
      origin: name === 'portal' ? config.portalOrigin : config.accountOrigin,
      root,
      pages: stamped.prerendered.map((page) => ({ path: page.path, file: page.file })),
    });
  }
  const nginxConf = nginxSiteConfig({ table: servingTable(config), apps, ...(tls ? { tls } : {}) });
  mkdirSync(join(out, 'nginx'), { recursive: true });
  writeFileSync(join(out, 'nginx', 'portail.conf'), nginxConf);
  return { nginxConf, pages };
}

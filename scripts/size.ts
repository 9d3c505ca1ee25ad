// npm run size: the gzip size (level 9) of the initial JS and CSS of every route of both apps.
// Each app lists its routes and the lazily loaded modules that render them in size-routes.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appNames, buildStaleApps } from './build-apps.ts';
import { routeSize, type Manifest } from './route-size.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
await buildStaleApps(rootDir);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [['app', 'route', 'JS gzip', 'CSS gzip', 'files']];
for (const app of appNames) {
  const appDir = join(rootDir, 'apps', app);
  const distDir = join(appDir, 'dist');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const routesFile = join(appDir, 'size-routes.json');
  const routes: Record<string, string[]> = existsSync(routesFile)
    ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, string[]>)
    : { '/': [] };
  for (const [route, modules] of Object.entries(routes)) {
    const size = routeSize(distDir, manifest, modules);
    rows.push([app, route, kb(size.jsGzip), kb(size.cssGzip), String(size.files)]);
  }
}
printTable(rows);

function printTable(table: string[][]): void {
  const widths: number[] = [];
  for (const row of table)
    row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)));
  const line = (row: string[]) =>
    row.map((cell, column) =>
      column >= 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
    );
  table.forEach((row, index) => {
    console.log(line(row).join('  '));
    if (index === 0) console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  });
}

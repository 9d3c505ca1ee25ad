import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { LONG_TASK_VARIABLE } from './vite-long-task.ts';

export const appNames = ['portal', 'account'] as const;
export type AppName = (typeof appNames)[number];

const skipped = new Set(['node_modules', 'dist', '.data', 'test-results', '.prerender-build']);

function listFiles(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (skipped.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) listFiles(path, out);
    else if (!/\.test\.tsx?$/.test(entry)) out.push(path);
  }
}

/**
 * A fingerprint of the files under `dirs` (tests, node_modules and build outputs aside) and of
 * `files`, all relative to `rootDir`: it changes when one of them changes, appears or goes.
 */
export function sourceFingerprint(rootDir: string, dirs: string[], files: string[] = [], salt = ''): string {
  const paths: string[] = [];
  for (const dir of dirs) listFiles(join(rootDir, dir), paths);
  paths.push(...files.map((file) => join(rootDir, file)));
  const hash = createHash('sha256');
  hash.update(`${salt}\0`);
  for (const file of paths.sort()) {
    hash.update(relative(rootDir, file));
    hash.update('\0');
    if (existsSync(file)) hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** A fingerprint of everything an app's build reads: its own files, the packages and the lock file. */
function sourceHash(rootDir: string, app: AppName): string {
  return sourceFingerprint(
    rootDir,
    [join('apps', app), 'packages'],
    [
      'package-lock.json',
      'tools/vite-dev-config.ts',
      'tools/vite-precompress.ts',
      'tools/vite-prerender.ts',
      'tools/vite-long-task.ts',
      'tools/vite-renewal-page.ts',
    ],
    // A build with the injected long task (vite-long-task.ts) is another build than one without.
    `${LONG_TASK_VARIABLE}=${process.env[LONG_TASK_VARIABLE] ?? ''}`,
  );
}

const stampName = '.source-hash';

function isStale(rootDir: string, app: AppName): boolean {
  const stamp = join(rootDir, 'apps', app, 'dist', stampName);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceHash(rootDir, app);
}

export async function buildApp(rootDir: string, app: AppName): Promise<void> {
  const appDir = join(rootDir, 'apps', app);
  // A production build whatever the calling process is: Vite keeps a NODE_ENV it finds, and a build
  // started from inside Vitest (NODE_ENV=test, the interop suite's stack) would otherwise ship React's
  // development build (+65 KB gzip) under the same source hash.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: appDir,
      configFile: join(appDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
    });
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
  writeFileSync(join(appDir, 'dist', stampName), sourceHash(rootDir, app));
}

/** Builds the apps whose sources changed since their last build; returns the names it built. */
export async function buildStaleApps(
  rootDir: string,
  log: (line: string) => void = console.log,
): Promise<AppName[]> {
  const built: AppName[] = [];
  for (const app of appNames) {
    if (!isStale(rootDir, app)) continue;
    log(`Construction de ${app}…`);
    await buildApp(rootDir, app);
    built.push(app);
  }
  return built;
}

// nginx as a child process of `npm start` (PORTAIL_APP_SERVER=nginx) and of the test stacks: in the
// foreground (`daemon off`), everything under a prefix in the data directory, stopped with its parent.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { PortBusyError } from '../listen.ts';
import { nginxMainConfig } from './nginx-config.ts';

/** nginx is not installed: one line saying how to install it, in both languages. */
export class NginxMissingError extends Error {
  readonly code = 'NGINX_MISSING';
  constructor() {
    super(
      'nginx est introuvable : installez-le (sudo apt-get install nginx-light) ou retirez PORTAIL_APP_SERVER=nginx. ' +
        '/ nginx not found: install it (sudo apt-get install nginx-light) or unset PORTAIL_APP_SERVER=nginx.',
    );
    this.name = 'NginxMissingError';
  }
}

/** The app server chosen by PORTAIL_APP_SERVER: `node` (default) or `nginx`; anything else stops the start. */
export function appServerFromEnv(value: string | undefined): 'node' | 'nginx' {
  if (value === undefined || value === '' || value === 'node') return 'node';
  if (value === 'nginx') return 'nginx';
  throw new Error(`PORTAIL_APP_SERVER=${value}: "node" or "nginx" expected.`);
}

/** The nginx executable: on PATH, else Debian's /usr/sbin (not on a user's PATH everywhere). */
export function findNginx(
  path = process.env.PATH ?? '',
  systemDirs: readonly string[] = ['/usr/sbin', '/usr/local/sbin'],
): string | undefined {
  for (const dir of [...path.split(delimiter).filter(Boolean), ...systemDirs]) {
    const candidate = join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}

export interface RunningNginx {
  close(): Promise<void>;
}

/**
 * Resolves once nginx has written its pid file: it does so after opening every listening socket (a
 * port taken by another process makes it stop instead, after its retries).
 */
function waitForPidFile(pidFile: string, exited: () => boolean, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (exited()) reject(new Error('nginx stopped'));
      else if (existsSync(pidFile)) resolve();
      else if (Date.now() > deadline) reject(new Error('nginx did not start in time'));
      else setTimeout(check, 20);
    };
    check();
  });
}

/**
 * Starts nginx on the site configuration `site` (nginx-config.ts nginxSiteConfig), its pid, logs and
 * temporary files under `prefix`, and waits until it listens; `ports` name the roles of its ports,
 * for the message of a busy one. Its error log is kept, and printed only when it does not start.
 */
export async function startNginx({
  site,
  prefix,
  ports,
}: {
  site: string;
  prefix: string;
  ports: readonly { port: number; role: string }[];
}): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new NginxMissingError();
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  const mainConf = join(prefix, 'nginx.conf');
  // Started by root (a container): the workers read the files as the same user, not as `nobody`.
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  writeFileSync(mainConf, nginxMainConfig({ prefix, site, ...(user ? { user } : {}) }));
  const pidFile = join(prefix, 'nginx.pid');
  rmSync(pidFile, { force: true });
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', mainConf, '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exited = false;
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8_000)));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Its parent ending for any reason (process.exit, an uncaught error) ends it too.
  const stopWithParent = () => child.kill('SIGTERM');
  process.once('exit', stopWithParent);
  void exit.then(() => {
    exited = true;
    process.off('exit', stopWithParent);
  });
  try {
    await waitForPidFile(pidFile, () => exited, Date.now() + 15_000);
  } catch (error) {
    child.kill('SIGTERM');
    await exit;
    const busy = /bind\(\) to \S+:(\d+) failed \(98/.exec(stderr);
    const role = ports.find(({ port }) => String(port) === busy?.[1])?.role;
    if (busy && role) throw new PortBusyError(Number(busy[1]), role);
    throw new Error(`nginx did not start: ${stderr.trim() || (error as Error).message}`, { cause: error });
  }
  return {
    async close() {
      if (exited) return;
      // SIGQUIT: a graceful stop (the open connections end first); the worker follows the master.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), 3_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

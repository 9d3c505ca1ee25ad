// The end-to-end stack (e2e/start-stack.ts) as a child process, for the runners that are not
// Playwright (whose webServer starts it): the engine journeys and npm run bench:soak.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/** Starts the stack with `env` added (e.g. token lifetimes) and resolves once its API answers. */
export async function startE2eStack(apiOrigin: string, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const stack = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'e2e/start-stack.ts'], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  stack.stdout?.resume();
  // a stale build comes first: minutes on a busy machine
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (stack.exitCode !== null) throw new Error(`the end-to-end stack stopped (exit ${stack.exitCode})`);
    try {
      if ((await fetch(`${apiOrigin}/health`)).ok) return stack;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      stack.kill('SIGTERM');
      throw new Error('the end-to-end stack did not start in 600 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Stops the stack and waits for it to have closed its ports. */
export async function stopE2eStack(stack: ChildProcess): Promise<void> {
  if (stack.exitCode !== null) return;
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  stack.kill('SIGTERM');
  await exited;
}

// The kind of a process, for npm test's CPU sampler (scripts/cpu-sampler.ts): which browser process,
// which node program, which tool. Read from its executable and command line (/proc/<pid>/exe, cmdline).

/** A process's kind from its executable's path and its command line's arguments. */
export function processKind(exe: string, args: readonly string[]): string {
  const base = exe.split('/').pop() ?? exe;
  const line = args.join(' ');
  if (/chrom(e|ium)|headless_shell/.test(base)) {
    const type = /--type=([\w-]+)/.exec(line)?.[1];
    if (type === 'renderer') return 'chromium renderer';
    if (type === 'gpu-process') return 'chromium gpu';
    if (type === 'utility') return 'chromium utility (network…)';
    if (type === 'zygote') return 'chromium zygote';
    return type ? `chromium ${type}` : 'chromium browser';
  }
  if (base.startsWith('firefox')) return /-contentproc/.test(line) ? 'firefox content' : 'firefox main';
  if (base === 'geckodriver') return 'geckodriver';
  if (base === 'WebKitWebProcess') return 'webkit web process';
  if (base === 'WebKitNetworkProcess') return 'webkit network process';
  if (base.startsWith('WebKit') || base === 'MiniBrowser') return `webkit ${base}`;
  if (base === 'Xvfb') return 'Xvfb';
  if (base === 'nginx') return 'nginx';
  if (base === 'node' || base.startsWith('node')) return nodeKind(line);
  if (base === 'esbuild') return 'esbuild';
  if (base === 'sh' || base === 'bash' || base === 'dash') return 'shell';
  return base || 'unknown';
}

const nodePrograms: readonly [RegExp, string][] = [
  // npm and npx name themselves « npm exec eslint … » (their process title)
  [/^(npm|npx)\b/, 'node npm/npx'],
  [
    /vitest\/dist\/workers|vitest.*(forks|threads)|--vitest-worker|vitest\/dist\/chunks\/.*worker/,
    'node vitest worker',
  ],
  [/vitest/, 'node vitest main'],
  [/e2e\/start-stack\.ts|services\/local\/src\/main\.ts|interop\/start-stack/, 'node services (stack)'],
  [/playwright\/lib\/(common\/process|worker\/)/, 'node playwright worker'],
  [/playwright(\.js)? test|playwright\/cli|@playwright\/test/, 'node playwright runner'],
  [/eslint/, 'node eslint'],
  [/prettier/, 'node prettier'],
  [/\btsc\b|typescript/, 'node tsc'],
  [/lighthouse/, 'node lighthouse'],
  [/bench-renewals|e2e\/engines\/run\.ts/, 'node engine driver'],
  [/scripts\/build\.ts|vite/, 'node vite build'],
  [/scripts\/test\.ts/, 'node npm test'],
  [/cpu-sampler/, 'node cpu sampler'],
  [/\/(npm|npx)(-cli\.js)?\b/, 'node npm/npx'],
];

function nodeKind(line: string): string {
  return nodePrograms.find(([pattern]) => pattern.test(line))?.[1] ?? 'node other';
}

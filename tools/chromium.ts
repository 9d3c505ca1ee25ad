import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright's own browser download does not work offline). */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | null {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  return candidates.find((path) => exists(path)) ?? null;
}

/**
 * The Chromium of the Playwright specs (npm run test:e2e; npm test's e2e, e2e-nginx and shapes):
 * CHROME_PATH when set, else Debian's headless shell when installed (`sudo apt-get install
 * chromium-headless-shell`: the same Chromium without the browser's own interface, as Playwright's
 * own download runs headless tests), else findChromium's. The browser's interface was a third of
 * the specs' CPU time: account-profile.spec.ts 72.8 → 44.8 CPU s with every process counted
 * (scripts/cpu-sampler.ts), 13 passed either way. Lighthouse keeps the whole browser (its gate's
 * figures were measured there), and so do the cross-site journeys (their third-party cookie switch).
 */
export function findTestChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | null {
  if (env.CHROME_PATH) return findChromium(env, exists);
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  return exists(shell) ? shell : findChromium(env, exists);
}

export const chromiumMissingMessage =
  'Chromium est introuvable : installez-le avec « sudo apt-get install chromium » ou indiquez son chemin dans CHROME_PATH. / ' +
  'Chromium not found: install it with "sudo apt-get install chromium" or set CHROME_PATH.';

/** Flags that keep Chromium from reaching the network on its own (no updates, sync or pings). */
export const offlineChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--no-first-run',
  '--no-default-browser-check',
  '--metrics-recording-only',
  '--disable-quic',
];

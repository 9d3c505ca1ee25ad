import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright's own browser download does not work offline). */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  return candidates.find((path) => existsSync(path)) ?? null;
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

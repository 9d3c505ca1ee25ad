/** Starts an engine for the journeys (run.ts) and npm run bench:renewals: a fresh tab per test. */
import { configForPorts, configForSites } from '@portail/contracts';
import { testPorts } from '../test-ports.ts';
import { launchChromium, openChromiumTab } from './chromium.ts';
import type { EngineName, EngineTab } from './engine-page.ts';
import { launchFirefox, openFirefoxTab } from './firefox.ts';
import { launchWebKit, webKitTab } from './webkit.ts';

export interface EngineRunner {
  /** A fresh tab for one test. */
  open(): Promise<EngineTab>;
  close(): Promise<void>;
}

/**
 * `sites`: the cross-site topology (PORTAIL_SITES=1), each engine blocking third-party cookies as a
 * member who chose it would (Chromium's phase-out, Firefox's strict protection, WebKit's ITP).
 */
export async function startEngine(engine: EngineName, { sites = false } = {}): Promise<EngineRunner> {
  const origins = sites ? configForSites(testPorts) : configForPorts(testPorts);
  if (engine === 'firefox') {
    const browser = await launchFirefox({ sites });
    return { open: () => openFirefoxTab(browser), close: () => browser.close() };
  }
  if (engine === 'chromium') {
    const browser = await launchChromium({ sites });
    return { open: () => openChromiumTab(browser), close: () => browser.close() };
  }
  // WebKitWebDriver's own port: next to the stack's API port, which is ours alone
  const session = await launchWebKit(testPorts.api + 7, { sites });
  const tab = webKitTab(session);
  const allOrigins = [origins.portalOrigin, origins.accountOrigin, origins.idpOrigin, origins.apiOrigin];
  return {
    open: async () => {
      await tab.reset(allOrigins);
      return tab;
    },
    close: () => session.close(),
  };
}

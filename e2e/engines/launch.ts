/** Starts an engine for the journeys (run.ts) and npm run bench:renewals: a fresh tab per test. */
import { configForPorts } from '@portail/contracts';
import { testPorts } from '../test-ports.ts';
import { launchChromium, openChromiumTab } from './chromium.ts';
import type { EngineName, EngineTab } from './engine-page.ts';
import { launchFirefox, openFirefoxTab } from './firefox.ts';
import { launchWebKit, webKitTab } from './webkit.ts';

const origins = configForPorts(testPorts);

export interface EngineRunner {
  /** A fresh tab for one test. */
  open(): Promise<EngineTab>;
  close(): Promise<void>;
}

export async function startEngine(engine: EngineName): Promise<EngineRunner> {
  if (engine === 'firefox') {
    const browser = await launchFirefox();
    return { open: () => openFirefoxTab(browser), close: () => browser.close() };
  }
  if (engine === 'chromium') {
    const browser = await launchChromium();
    return { open: () => openChromiumTab(browser), close: () => browser.close() };
  }
  // WebKitWebDriver's own port: next to the stack's API port, which is ours alone
  const session = await launchWebKit(testPorts.api + 7);
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

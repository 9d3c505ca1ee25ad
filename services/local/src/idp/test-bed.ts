import { perTest } from '../testing/per-test.ts';
import {
  createTestBrowser,
  startTestIdp,
  type StartTestIdpOptions,
  type TestBrowser,
  type TestIdp,
} from './testing.ts';

/**
 * The set-up of the suites that drive a real provider: before each test a fresh one (its own temporary
 * database) and a browser with an empty cookie jar on it; the provider closed after the test.
 * `options` is read at each start (a suite's clock: `() => ({ now: () => clock })`).
 */
export function useTestProvider(options: () => StartTestIdpOptions = () => ({})): {
  idp: TestIdp;
  browser: TestBrowser;
} {
  const idp = perTest(
    () => startTestIdp(options()),
    (started) => started.close(),
  );
  const browser = perTest(() => createTestBrowser(idp.idpOrigin));
  return { idp, browser };
}

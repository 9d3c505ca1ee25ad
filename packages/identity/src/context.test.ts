// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://portail.test/"}
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from './config.ts';
import type * as LazyPaths from './lazy-paths.ts';
import { browserEnvironment, createContext } from './context.ts';
import { IDP_ORIGIN, testProvider } from './testing/browser-harness.ts';
import { createTestKey, TEST_CLIENT_ID, testIdentity, type TestKey } from './testing/token-minter.ts';

// The callback path's chunk, which the provider's documents load with: its first load fails, as
// an import does offline or after a redeploy removed the chunk.
const chunkLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./lazy-paths.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyPaths>();
  return {
    ...actual,
    loadCallbackPath: () => {
      chunkLoads.count += 1;
      return chunkLoads.count === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : actual.loadCallbackPath();
    },
  };
});

let key: TestKey;
beforeAll(async () => {
  key = await createTestKey();
});

describe("the provider's documents", () => {
  it('are read again after their code failed to load once, instead of failing for the rest of the page', async () => {
    const config = resolveConfig(
      { clientId: TEST_CLIENT_ID, identity: testIdentity(IDP_ORIGIN) },
      window.location.origin,
    );
    const { fetchFn } = testProvider(key, () => Date.now());
    const ctx = createContext(config, browserEnvironment({ fetch: fetchFn, isSafari: false }));
    await expect(ctx.metadata(config.loginPolicy)).rejects.toThrow('dynamically imported module');
    await expect(ctx.metadata(config.loginPolicy)).resolves.toMatchObject({
      end_session_endpoint: expect.stringContaining('/logout'),
    });
    expect(chunkLoads.count).toBe(2);
  });
});

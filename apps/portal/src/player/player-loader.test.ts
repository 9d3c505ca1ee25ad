import { describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig } from '@portail/contracts/local-defaults';
import { JUKEBOX_STORAGE_KEY } from '@portail/player';
import { currentPortalPlayer, hasSavedQueue, loadPortalPlayer, onPortalPlayer } from './player-loader.ts';

const config = localRuntimeConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } });

const windowWith = (storage: Partial<Storage>) => ({ localStorage: storage }) as unknown as Window;

describe('the portal player’s loading', () => {
  it('says a page has a queue to restore only when one is saved', () => {
    expect(hasSavedQueue(windowWith({ getItem: () => null }))).toBe(false);
    expect(hasSavedQueue(windowWith({ getItem: (key) => (key === JUKEBOX_STORAGE_KEY ? '{}' : null) }))).toBe(
      true,
    );
    const refused = windowWith({
      getItem: () => {
        throw new Error('stockage refusé');
      },
    });
    expect(hasSavedQueue(refused)).toBe(false);
  });

  it('creates no player until asked, then one for the page, and tells those who wait for it', async () => {
    expect(currentPortalPlayer()).toBeUndefined();
    const told = vi.fn();
    const stop = onPortalPlayer(told);
    const [first, second] = await Promise.all([loadPortalPlayer(config), loadPortalPlayer(config)]);
    expect(first).toBe(second);
    expect(currentPortalPlayer()).toBe(first);
    expect(told).toHaveBeenCalledTimes(1);
    stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { testConfig } from './testing/fakes.tsx';
import { loadAccountSignIn } from './sign-in-on-demand.ts';
import type { AccountSignIn } from './wiring.ts';

describe('loadAccountSignIn', () => {
  it('creates the sign-in client with Mon compte’s configuration once its code has loaded', async () => {
    const signIn = { pageChanged: vi.fn() } as unknown as AccountSignIn;
    const createAccountSignIn = vi.fn(() => signIn);
    const loaded = await loadAccountSignIn(testConfig, async () => ({ createAccountSignIn }));
    expect(loaded).toEqual({ kind: 'loaded', signIn });
    expect(createAccountSignIn).toHaveBeenCalledWith(testConfig);
  });

  it('says the sign-in client is unavailable when its code cannot be loaded, instead of failing the start', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/wiring.js');
    const loaded = await loadAccountSignIn(testConfig, () => Promise.reject(failure));
    expect(loaded).toEqual({ kind: 'unavailable', error: failure });
  });
});

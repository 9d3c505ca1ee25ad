import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { RENEWAL_SCRIPT_PATH, RENEWAL_SCRIPT_SOURCE, renewalPagePlugin } from './vite-renewal-page.ts';

type Hook = (this: { emitFile: (file: unknown) => string }) => void;

/** Runs the plugin's build hooks as Vite does, for a client (or server) build; returns what it emitted. */
function build(ssr: boolean): unknown[] {
  const plugin = renewalPagePlugin();
  (plugin.configResolved as (config: unknown) => void)({ build: { ssr } });
  const emitFile = vi.fn((_file: unknown) => 'id');
  (plugin.generateBundle as Hook).call({ emitFile });
  return emitFile.mock.calls.map(([file]) => file);
}

describe('the renewal page script in the apps’ builds', () => {
  it('puts the one source at /callback/renouvellement.js, beside the page', () => {
    expect(build(false)).toEqual([
      {
        type: 'asset',
        fileName: 'callback/renouvellement.js',
        source: readFileSync(RENEWAL_SCRIPT_SOURCE),
      },
    ]);
    expect(RENEWAL_SCRIPT_PATH).toBe('callback/renouvellement.js');
  });

  it('adds nothing to the pre-render’s server build', () => {
    expect(build(true)).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { traceSenderIo } from './trace-sender-io.ts';

function page(onLine = true) {
  const win = Object.assign(new EventTarget(), { navigator: { onLine } });
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return { win, doc, env: { win: win as unknown as Window, doc: doc as unknown as Document } };
}

describe('a trace sender’s page and network', () => {
  it('calls the leave at each page hide and the return at each online event, until stopped', () => {
    const { win, doc, env } = page();
    const onLeave = vi.fn();
    const onOnline = vi.fn();
    const stop = traceSenderIo(env).watch(onLeave, onOnline);
    win.dispatchEvent(new Event('pagehide'));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('online'));
    expect(onLeave).toHaveBeenCalledTimes(2);
    expect(onOnline).toHaveBeenCalledTimes(1);
    stop();
    win.dispatchEvent(new Event('pagehide'));
    win.dispatchEvent(new Event('online'));
    expect(onLeave).toHaveBeenCalledTimes(2);
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('leaves page hides alone when told not to flush then, and still follows the network', () => {
    const { win, env } = page();
    const onLeave = vi.fn();
    const onOnline = vi.fn();
    traceSenderIo({ ...env, flushWhenHidden: false }).watch(onLeave, onOnline);
    win.dispatchEvent(new Event('pagehide'));
    win.dispatchEvent(new Event('online'));
    expect(onLeave).not.toHaveBeenCalled();
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('reads the network from the given window, and keeps a given fetch, beacon and connectivity', () => {
    expect(traceSenderIo(page(false).env).connectivity.isOnline()).toBe(false);
    const fetch = vi.fn();
    const beacon = vi.fn();
    const connectivity = { isOnline: () => true, onOnline: () => () => undefined };
    const io = traceSenderIo({ ...page(false).env, fetch, beacon, connectivity });
    expect(io).toMatchObject({ fetcher: fetch, beacon, connectivity });
  });
});

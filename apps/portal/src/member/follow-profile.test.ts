import { describe, expect, it, vi } from 'vitest';
import { followProfileChanges } from './follow-profile.ts';

function fakeWindow(visibility: DocumentVisibilityState) {
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  doc.visibilityState = visibility;
  const win = new EventTarget() as EventTarget & { document: typeof doc };
  win.document = doc;
  return win;
}

describe('the header following a profile changed in Mon compte', () => {
  it('reads the profile again when the tab becomes visible or the window takes focus', () => {
    const win = fakeWindow('visible');
    const refreshProfile = vi.fn(async () => undefined);
    followProfileChanges(win as unknown as Window, { refreshProfile });
    win.document.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('focus'));
    expect(refreshProfile).toHaveBeenCalledTimes(2);
  });

  it('asks nothing when the tab is hidden, nor once stopped', () => {
    const win = fakeWindow('hidden');
    const refreshProfile = vi.fn(async () => undefined);
    const stop = followProfileChanges(win as unknown as Window, { refreshProfile });
    win.document.dispatchEvent(new Event('visibilitychange'));
    stop();
    win.dispatchEvent(new Event('focus'));
    expect(refreshProfile).not.toHaveBeenCalled();
  });
});

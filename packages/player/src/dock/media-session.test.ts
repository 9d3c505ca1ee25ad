import { describe, expect, it, vi } from 'vitest';
import { episode } from '../testing/fixtures.ts';
import { mediaSessionHandlers, publishMediaSession } from './media-session.ts';

const controls = () => ({
  play: vi.fn(),
  pause: vi.fn(),
  previous: vi.fn(),
  next: vi.fn(),
  seekBy: vi.fn(),
  seekTo: vi.fn(),
});

describe('the Media Session', () => {
  it('maps the lock-screen actions to the jukebox, with 15 s default seek steps', () => {
    const c = controls();
    const handlers = mediaSessionHandlers(c, false);
    handlers.play?.({ action: 'play' });
    handlers.nexttrack?.({ action: 'nexttrack' });
    handlers.seekbackward?.({ action: 'seekbackward' });
    handlers.seekforward?.({ action: 'seekforward', seekOffset: 30 });
    handlers.seekto?.({ action: 'seekto', seekTime: 80 });
    expect(c.play).toHaveBeenCalled();
    expect(c.next).toHaveBeenCalled();
    expect(c.seekBy.mock.calls).toEqual([[-15], [30]]);
    expect(c.seekTo).toHaveBeenCalledWith(80);
  });

  it('offers no seeking for a live stream', () => {
    expect(Object.keys(mediaSessionHandlers(controls(), true)).sort()).toEqual([
      'nexttrack',
      'pause',
      'play',
      'previoustrack',
    ]);
  });

  it('publishes the state and handlers, skips unsupported actions and removes them on cleanup', () => {
    const setActionHandler = vi.fn((action: string) => {
      if (action === 'seekto') throw new TypeError('unsupported');
    });
    const session = { metadata: null, playbackState: 'none', setActionHandler } as unknown as MediaSession;
    const handlers = mediaSessionHandlers(controls(), false);
    const remove = publishMediaSession(session, episode('1'), handlers, true, 'Sans titre');
    expect(session.playbackState).toBe('playing');
    expect(setActionHandler).toHaveBeenCalledWith('play', handlers.play);
    remove();
    expect(setActionHandler).toHaveBeenLastCalledWith('seekto', null);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { PlayerNotFoundError } from '../errors.ts';
import { createMediaCommands, type MediaPlayerHandle } from './media-commands.ts';
import { createMediaPlaybackStore } from './media-playback.ts';

const handle = () =>
  ({
    load: vi.fn(),
    play: vi.fn(),
    pause: vi.fn(),
    seek: vi.fn(),
    setVolume: vi.fn(),
    setMuted: vi.fn(),
    setSubtitles: vi.fn(),
    setReducedMode: vi.fn(),
  }) satisfies MediaPlayerHandle;

const setup = () => {
  const store = createMediaPlaybackStore();
  const commands = createMediaCommands(store);
  const a = handle();
  const b = handle();
  commands.register('a', a);
  commands.register('b', b, { noAds: true });
  return { store, commands, a, b };
};

describe('media commands', () => {
  it('changes media and autoplays when a different media is requested', () => {
    const { store, commands, a } = setup();
    expect(commands.requestPlay('a', { mediaId: 'm1', appCode: 'medianet' })).toBe('changed');
    expect(a.load).toHaveBeenCalledWith({ mediaId: 'm1', appCode: 'medianet' }, { autoplay: true });
    expect(store.getState().a).toMatchObject({ mediaId: 'm1', isWaitingForPlay: true });
  });

  it('skips a before-play request for the media already playing, unless forced', () => {
    const { store, commands, a } = setup();
    commands.requestPlay('a', { mediaId: 'm1' });
    store.dispatch({ type: 'media/playing', playerId: 'a' });
    expect(commands.requestPlay('a', { mediaId: 'm1' })).toBe('skipped');
    expect(a.load).toHaveBeenCalledTimes(1);
    expect(commands.requestPlay('a', { mediaId: 'm1' }, { force: true })).toBe('changed');
    expect(a.load).toHaveBeenCalledTimes(2);
  });

  it('resumes the same media when it is paused, pausing the other players', () => {
    const { store, commands, a, b } = setup();
    commands.requestPlay('a', { mediaId: 'm1' });
    store.dispatch({ type: 'media/paused', playerId: 'a' });
    commands.requestPlay('b', { mediaId: 'm2' });
    store.dispatch({ type: 'media/playing', playerId: 'b' });
    expect(commands.requestPlay('a', { mediaId: 'm1' })).toBe('resumed');
    expect(a.play).toHaveBeenCalledTimes(1);
    expect(b.pause).toHaveBeenCalledTimes(1);
  });

  it('pauses one player or all of them', () => {
    const { store, commands, a, b } = setup();
    store.dispatch({ type: 'media/playing', playerId: 'a' });
    store.dispatch({ type: 'media/waitingForPlay', playerId: 'b' });
    commands.pause('a');
    expect(a.pause).toHaveBeenCalledTimes(1);
    commands.pauseAll();
    expect(a.pause).toHaveBeenCalledTimes(2);
    expect(b.pause).toHaveBeenCalledTimes(1);
  });

  it('mutes, seeks, sets a volume (0 mutes) and restores the last volume', () => {
    const { store, commands, a } = setup();
    commands.mute('a');
    expect(a.setMuted).toHaveBeenLastCalledWith(true);
    commands.seek('a', -5);
    expect(a.seek).toHaveBeenCalledWith(0);
    commands.setVolume('a', 0.5);
    expect(a.setVolume).toHaveBeenLastCalledWith(0.5);
    expect(a.setMuted).toHaveBeenLastCalledWith(false);
    commands.setVolume('a', 0);
    expect(a.setMuted).toHaveBeenLastCalledWith(true);
    expect(store.getState().a).toMatchObject({ mute: true, volume: 0 });
    commands.restoreLastVolume('a');
    expect(a.setVolume).toHaveBeenLastCalledWith(0.5);
    expect(store.getState().a).toMatchObject({ mute: false, volume: 0.5 });
  });

  it('toggles subtitles and reduce mode on the player', () => {
    const { commands, a } = setup();
    commands.toggleSubtitles('a');
    commands.toggleSubtitles('a');
    expect(a.setSubtitles.mock.calls).toEqual([[true], [false]]);
    commands.setReducedMode('a', true);
    expect(a.setReducedMode).toHaveBeenCalledWith(true);
  });

  it('throws « Player not found » for an unknown player and forgets an unregistered one', () => {
    const store = createMediaPlaybackStore();
    const commands = createMediaCommands(store);
    const unregister = commands.register('x', handle());
    unregister();
    expect(() => commands.pause('x')).toThrow(PlayerNotFoundError);
    expect(store.getState()).toEqual({});
  });
});

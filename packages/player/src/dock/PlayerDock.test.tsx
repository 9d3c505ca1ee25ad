import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJukebox } from '../jukebox/jukebox.ts';
import { createAudioEngine, type AudioEngine, type AudioEngineOptions } from '../engine/audio-engine.ts';
import { createMediaPlaybackStore } from '../media/media-playback.ts';
import { followStoredPosition } from '../media/stored-position.ts';
import { asAudio, FakeAudio } from '../testing/fake-audio.ts';
import { episode, liveStation, memoryStorage } from '../testing/fixtures.ts';
import { NAVIGATION_FROM_PLAY_KEY } from '../constants.ts';
import { PlayerDock } from './PlayerDock.tsx';

const engines: AudioEngine[] = [];

/** The dock over a real jukebox, media playback store and audio engine (on stand-in elements). */
async function setup(
  contents = [episode('1', { subtitle: 'Première' }), episode('2'), episode('3')],
  engineOptions: Partial<AudioEngineOptions> = {},
  onPageChange?: (listener: () => void) => () => void,
) {
  const jukebox = createJukebox();
  jukebox.init();
  const media = createMediaPlaybackStore();
  const elements: FakeAudio[] = [];
  const engine = createAudioEngine({
    jukebox,
    media,
    createAudio: () => {
      const element = new FakeAudio();
      elements.push(element);
      return asAudio(element);
    },
    ...engineOptions,
  });
  engines.push(engine);
  const audio = elements[0] as FakeAudio;
  const setActionHandler = vi.fn();
  const session = { metadata: null, playbackState: 'none', setActionHandler } as unknown as MediaSession;
  render(<PlayerDock jukebox={jukebox} media={media} mediaSession={session} onPageChange={onPageChange} />);
  await act(async () => {
    jukebox.playList(contents);
    await Promise.resolve();
  });
  /** The element reports an event (as the browser would), and the dock re-renders. */
  const element = (report: (audio: FakeAudio) => void) => act(() => report(audio));
  return { jukebox, media, audio, session, setActionHandler, element };
}

afterEach(() => {
  engines.splice(0).forEach((engine) => engine.dispose());
});

describe('PlayerDock', () => {
  it('renders nothing while the jukebox has no item', () => {
    const jukebox = createJukebox();
    jukebox.init();
    const { container } = render(
      <PlayerDock jukebox={jukebox} media={createMediaPlaybackStore()} mediaSession={null} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the current item in a labelled region with French controls', async () => {
    await setup();
    const dock = screen.getByRole('region', { name: 'Lecteur audio' });
    expect(within(dock).getByText('Épisode 1', { selector: 'p' })).toBeInTheDocument();
    expect(within(dock).getByText('Première')).toBeInTheDocument();
    for (const name of [
      'Lire',
      'Contenu suivant',
      'Couper le son',
      'Reculer de 15 secondes',
      'Avancer de 15 secondes',
    ]) {
      expect(within(dock).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(dock).getByRole('slider', { name: 'Position de lecture' })).toHaveAttribute('max', '120');
    expect(within(dock).getByRole('slider', { name: 'Volume' })).toHaveValue('100');
    expect(within(dock).getByRole('combobox', { name: 'Vitesse de lecture' })).toHaveValue('1');
  });

  it('says it is loading until the element plays, then offers pause, and play again once paused', async () => {
    const user = userEvent.setup();
    const { audio, element } = await setup();
    const dock = screen.getByRole('region', { name: 'Lecteur audio' });
    expect(dock).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    element((a) => a.startPlaying());
    expect(dock).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    expect(audio.paused).toBe(true);
    const playsBefore = audio.playCalls;
    await user.click(screen.getByRole('button', { name: 'Lire' }));
    expect(audio.playCalls).toBe(playsBefore + 1);
  });

  it('shows the position the element reports, with the total time, and seeks the element from the slider', async () => {
    const user = userEvent.setup();
    const { jukebox, audio, element } = await setup();
    element((a) => {
      a.startPlaying();
      a.currentTime = 65;
      a.fire('pause');
    });
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('2:00')).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Position de lecture' });
    expect(slider).toHaveAttribute('aria-valuetext', '1 minute 5 secondes sur 2 minutes');
    element((a) => a.startPlaying());
    fireEvent.change(slider, { target: { value: '66' } });
    expect(audio.currentTime).toBe(66);
    expect(screen.getByText('1:06')).toBeInTheDocument();
    element((a) => a.pause());
    await user.click(screen.getByRole('button', { name: 'Avancer de 15 secondes' }));
    expect(jukebox.getInstance().playback.seekTime).toBe(81);
    expect(audio.currentTime).toBe(81);
    expect(screen.getByText('1:21')).toBeInTheDocument();
  });

  it('goes to the next and previous items', async () => {
    const user = userEvent.setup();
    const { jukebox } = await setup();
    await user.click(screen.getByRole('button', { name: 'Contenu suivant' }));
    expect(jukebox.getInstance().currentContentIndex).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Contenu précédent' }));
    expect(jukebox.getInstance().currentContentIndex).toBe(0);
  });

  it('changes volume, mutes and unmutes', async () => {
    const user = userEvent.setup();
    const { jukebox } = await setup();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(volume, { target: { value: '95' } });
    expect(jukebox.getInstance().volume).toBe(0.95);
    await user.click(screen.getByRole('button', { name: 'Couper le son' }));
    expect(jukebox.getInstance().muted).toBe(true);
    expect(volume).toHaveValue('0');
    const unmute = screen.getByRole('button', { name: 'Rétablir le son' });
    expect(unmute).toHaveAttribute('aria-pressed', 'true');
    await user.click(unmute);
    expect(jukebox.getInstance()).toMatchObject({ muted: false, volume: 0.95 });
  });

  it('offers speeds from 0.5 to 2× in French and applies the choice', async () => {
    const user = userEvent.setup();
    const { jukebox } = await setup();
    const speed = screen.getByRole('combobox', { name: 'Vitesse de lecture' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0,5 ×', '0,75 ×', '1 ×', '1,25 ×', '1,5 ×', '1,75 ×', '2 ×']);
    await user.selectOptions(speed, '1.5');
    expect(jukebox.getInstance().readingSpeed).toBe(1.5);
  });

  it('shows the live badge and no seeking or speed for a live station', async () => {
    await setup([liveStation('cbfxc')]);
    expect(screen.getByText('En direct')).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Position de lecture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Vitesse de lecture' })).not.toBeInTheDocument();
  });

  it('plays a preroll with its own progress, announced and labelled, then gives the episode its timeline back', async () => {
    const ad = { adUnit: '/ohdio/preroll', parameters: [{ key: 'position', value: 'preroll' }] };
    const { audio, element } = await setup([episode('1', { ad })], {
      resolveAdSource: () => 'https://audio.test/ad.mp3',
    });
    expect(audio.src).toBe('https://audio.test/ad.mp3');
    expect(screen.getByText('Publicité', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Position de lecture' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avancer de 15 secondes' })).toBeDisabled();
    element((a) => a.startPlaying());
    expect(screen.getByRole('status')).toHaveTextContent('Publicité : le contenu commence juste après.');
    element((a) => {
      a.duration = 6;
      a.currentTime = 2;
      a.fire('durationchange');
    });
    const progress = screen.getByRole('progressbar', { name: 'Progression de la publicité' });
    expect(progress).toHaveAttribute('aria-valuetext', '2 secondes sur 6 secondes');
    expect(screen.getByText('0:06')).toBeInTheDocument();
    expect(screen.queryByText('2:00')).not.toBeInTheDocument();

    await act(async () => {
      audio.finish();
      await Promise.resolve();
    });
    expect(audio.src).toBe('https://audio.test/1.mp3');
    expect(screen.queryByText('Publicité', { exact: true })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'Progression de la publicité' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Position de lecture' })).toHaveAttribute('max', '120');
  });

  it('interrupts the episode with its midroll at its moment, and the episode resumes where it was', async () => {
    const ad = {
      adUnit: '/ohdio/midroll',
      parameters: [
        { key: 'position', value: 'midroll' },
        { key: 'offset', value: '30' },
      ],
    };
    const { audio, element } = await setup([episode('1', { ad })], {
      resolveAdSource: () => 'https://audio.test/mid.mp3',
    });
    expect(audio.src).toBe('https://audio.test/1.mp3');
    element((a) => a.startPlaying());
    await act(async () => {
      audio.duration = 120;
      audio.currentTime = 31;
      audio.fire('durationchange');
      await Promise.resolve();
    });
    expect(audio.src).toBe('https://audio.test/mid.mp3');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Publicité : le contenu reprend juste après, là où il était.',
    );
    expect(screen.getByRole('progressbar', { name: 'Progression de la publicité' })).toBeInTheDocument();
    await act(async () => {
      audio.finish();
      await Promise.resolve();
    });
    expect(audio.src).toBe('https://audio.test/1.mp3');
    // The episode's timeline is back at the second it was interrupted.
    expect(screen.getByText('0:31')).toBeInTheDocument();
    audio.loadMetadata(120);
    await vi.waitFor(() => expect(audio.currentTime).toBe(31));
  });

  it('plays the postroll after the episode, then the next item', async () => {
    const ad = { adUnit: '/ohdio/postroll', parameters: [{ key: 'position', value: 'postroll' }] };
    const { jukebox, audio, element } = await setup([episode('1', { ad }), episode('2')], {
      resolveAdSource: () => 'https://audio.test/post.mp3',
    });
    element((a) => a.startPlaying());
    await act(async () => {
      audio.finish();
      await Promise.resolve();
    });
    expect(audio.src).toBe('https://audio.test/post.mp3');
    expect(jukebox.getInstance().currentContentIndex).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Publicité : elle suit la fin du contenu.');
    await act(async () => {
      audio.finish();
      await Promise.resolve();
    });
    expect(jukebox.getInstance().currentContentIndex).toBe(1);
    expect(audio.src).toBe('https://audio.test/2.mp3');
    expect(screen.queryByText('Publicité', { exact: true })).not.toBeInTheDocument();
  });

  it('discloses the queue and plays a chosen item', async () => {
    const user = userEvent.setup();
    const { jukebox } = await setup();
    const toggle = screen.getByRole('button', { name: 'File d’écoute (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'File d’écoute' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'File d’écoute' });
    expect(within(list).getByRole('button', { name: 'Écouter Épisode 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(list).getByRole('button', { name: 'Écouter Épisode 3' }));
    expect(jukebox.getInstance().currentContentIndex).toBe(2);
  });

  it('closes the open queue when the member goes to another page, and listens no more once gone', async () => {
    const user = userEvent.setup();
    const listeners = new Set<() => void>();
    const onPageChange = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    await setup(undefined, undefined, onPageChange);
    const toggle = screen.getByRole('button', { name: 'File d’écoute (3)' });
    await user.click(toggle);
    expect(screen.getByRole('list', { name: 'File d’écoute' })).toBeInTheDocument();
    act(() => listeners.forEach((listener) => listener()));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'File d’écoute' })).not.toBeInTheDocument();
    cleanup();
    expect(listeners.size).toBe(0);
  });

  it('hides the queue on Escape from inside it and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    await setup();
    const toggle = screen.getByRole('button', { name: 'File d’écoute (3)' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Écouter Épisode 1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('publishes the item and the action handlers to the Media Session', async () => {
    const { session, setActionHandler, element } = await setup();
    expect(session.playbackState).toBe('paused');
    element((a) => a.startPlaying());
    expect(session.playbackState).toBe('playing');
    const actions = setActionHandler.mock.calls
      .filter(([, handler]) => handler !== null)
      .map(([action]) => action);
    expect(actions).toEqual(
      expect.arrayContaining(['play', 'pause', 'previoustrack', 'nexttrack', 'seekto']),
    );
  });

  it('before any engine, shows the stored position, and says it is loading once play is asked', async () => {
    const user = userEvent.setup();
    const jukebox = createJukebox();
    jukebox.init();
    const media = createMediaPlaybackStore();
    followStoredPosition(jukebox, media);
    jukebox.playList([episode('1')], { seekTime: 42 });
    jukebox.store.dispatch({ type: 'jukebox/paused', name: 'audioOHdioJukebox' });
    render(<PlayerDock jukebox={jukebox} media={media} mediaSession={null} />);
    expect(screen.getByText('0:42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avancer de 15 secondes' }));
    expect(screen.getByText('0:57')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lire' }));
    expect(jukebox.getInstance().isWaitingForContent).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });
  it('links the title to the item page and marks that navigation as started from play', async () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.attachPlayer({ load: vi.fn(), play: vi.fn(), pause: vi.fn(), seek: vi.fn() });
    jukebox.playList([episode('1', { pageUrl: '/ohdio' }), episode('2', { pageUrl: '//ailleurs.test/' })]);
    const storage = memoryStorage();
    render(
      <PlayerDock
        jukebox={jukebox}
        media={createMediaPlaybackStore()}
        mediaSession={null}
        storage={storage}
      />,
    );
    const link = screen.getByRole('link', { name: 'Épisode 1' });
    expect(link).toHaveAttribute('href', '/ohdio');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(storage.data.get(NAVIGATION_FROM_PLAY_KEY)).toBe('1');
    act(() => jukebox.playItem(1));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('region', { name: 'Lecteur audio' })).toHaveTextContent(
      'En cours de lecture : Épisode 2',
    );
  });
});

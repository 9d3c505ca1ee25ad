import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJukebox, type JukeboxPlayer } from '../jukebox/jukebox.ts';
import { episode, liveStation, memoryStorage } from '../testing/fixtures.ts';
import { NAVIGATION_FROM_PLAY_KEY } from '../constants.ts';
import { PlayerDock } from './PlayerDock.tsx';

const NAME = 'audioOHdioJukebox';

function setup(contents = [episode('1', { subtitle: 'Première' }), episode('2'), episode('3')]) {
  const jukebox = createJukebox();
  jukebox.init();
  const player: JukeboxPlayer = { load: vi.fn(), play: vi.fn(), pause: vi.fn(), seek: vi.fn() };
  jukebox.attachPlayer(player);
  jukebox.playList(contents);
  const setActionHandler = vi.fn();
  const session = { metadata: null, playbackState: 'none', setActionHandler } as unknown as MediaSession;
  render(<PlayerDock jukebox={jukebox} mediaSession={session} />);
  const dispatch = (action: Parameters<typeof jukebox.store.dispatch>[0]) =>
    act(() => jukebox.store.dispatch(action));
  return { jukebox, player, session, setActionHandler, dispatch };
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('PlayerDock', () => {
  it('renders nothing while the jukebox has no item', () => {
    const jukebox = createJukebox();
    jukebox.init();
    const { container } = render(<PlayerDock jukebox={jukebox} mediaSession={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the current item in a labelled region with French controls', () => {
    setup();
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

  it('plays and pauses through the player, and the button follows the state', async () => {
    const user = userEvent.setup();
    const { player, dispatch } = setup();
    dispatch({ type: 'jukebox/paused', name: NAME });
    await user.click(screen.getByRole('button', { name: 'Lire' }));
    expect(player.play).toHaveBeenCalledTimes(1);
    dispatch({ type: 'jukebox/playing', name: NAME });
    await user.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    expect(player.pause).toHaveBeenCalledTimes(1);
  });

  it('shows elapsed and total time and seeks from the slider', async () => {
    const user = userEvent.setup();
    const { player, dispatch, jukebox } = setup();
    dispatch({ type: 'jukebox/playing', name: NAME });
    dispatch({ type: 'jukebox/timeUpdated', name: NAME, currentTime: 65 });
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('2:00')).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Position de lecture' });
    expect(slider).toHaveAttribute('aria-valuetext', '1 minute 5 secondes sur 2 minutes');
    fireEvent.change(slider, { target: { value: '66' } });
    expect(player.seek).toHaveBeenCalledWith(66);
    dispatch({ type: 'jukebox/paused', name: NAME });
    await user.click(screen.getByRole('button', { name: 'Avancer de 15 secondes' }));
    expect(jukebox.getInstance().playback.seekTime).toBe(80);
  });

  it('goes to the next and previous items', async () => {
    const user = userEvent.setup();
    const { jukebox } = setup();
    await user.click(screen.getByRole('button', { name: 'Contenu suivant' }));
    expect(jukebox.getInstance().currentContentIndex).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Contenu précédent' }));
    expect(jukebox.getInstance().currentContentIndex).toBe(0);
  });

  it('changes volume, mutes and unmutes', async () => {
    const user = userEvent.setup();
    const { jukebox } = setup();
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
    const { jukebox } = setup();
    const speed = screen.getByRole('combobox', { name: 'Vitesse de lecture' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0,5 ×', '0,75 ×', '1 ×', '1,25 ×', '1,5 ×', '1,75 ×', '2 ×']);
    await user.selectOptions(speed, '1.5');
    expect(jukebox.getInstance().readingSpeed).toBe(1.5);
  });

  it('shows the live badge and no seeking or speed for a live station', () => {
    setup([liveStation('cbfxc')]);
    expect(screen.getByText('En direct')).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Position de lecture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Vitesse de lecture' })).not.toBeInTheDocument();
  });

  it('shows the ad badge while an ad plays', () => {
    const { dispatch } = setup();
    dispatch({ type: 'jukebox/adStarted', name: NAME });
    expect(screen.getByText('Publicité')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Position de lecture' })).toBeDisabled();
  });

  it('discloses the queue and plays a chosen item', async () => {
    const user = userEvent.setup();
    const { jukebox } = setup();
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

  it('hides the queue on Escape from inside it and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    setup();
    const toggle = screen.getByRole('button', { name: 'File d’écoute (3)' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Écouter Épisode 1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('publishes the item and the action handlers to the Media Session', () => {
    const { session, setActionHandler, dispatch } = setup();
    expect(session.playbackState).toBe('paused');
    dispatch({ type: 'jukebox/playing', name: NAME });
    expect(session.playbackState).toBe('playing');
    const actions = setActionHandler.mock.calls
      .filter(([, handler]) => handler !== null)
      .map(([action]) => action);
    expect(actions).toEqual(
      expect.arrayContaining(['play', 'pause', 'previoustrack', 'nexttrack', 'seekto']),
    );
  });

  it('ignores play when no player is attached yet, marking the jukebox waiting', async () => {
    const user = userEvent.setup();
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.playList([episode('1')]);
    render(<PlayerDock jukebox={jukebox} mediaSession={null} />);
    act(() => jukebox.store.dispatch({ type: 'jukebox/paused', name: NAME }));
    await user.click(screen.getByRole('button', { name: 'Lire' }));
    expect(jukebox.getInstance().isWaitingForContent).toBe(true);
  });
  it('links the title to the item page and marks that navigation as started from play', async () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.attachPlayer({ load: vi.fn(), play: vi.fn(), pause: vi.fn(), seek: vi.fn() });
    jukebox.playList([episode('1', { pageUrl: '/ohdio' }), episode('2', { pageUrl: '//ailleurs.test/' })]);
    const storage = memoryStorage();
    render(<PlayerDock jukebox={jukebox} mediaSession={null} storage={storage} />);
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

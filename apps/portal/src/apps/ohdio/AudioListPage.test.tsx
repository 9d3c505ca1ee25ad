import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConfigMeta } from '@portail/contracts';
import { localRuntimeConfig } from '@portail/contracts/local-defaults';
import type { KeyValueStorage } from '@portail/player';
import type { AudioEpisode } from '@portail/contracts';
import { announcePortalPlayer, loadPortalPlayer } from '../../player/player-loader.ts';
import type * as PlayerLoader from '../../player/player-loader.ts';
import { createPortalPlayer } from '../../player/portal-player.ts';
import type { AudioListing, AudioPageData } from './audio-page-data.ts';
import { AudioListView } from './AudioListPage.tsx';
import { montrealStation as station } from '../../player/test-support.ts';

// The page's player loads at the first « Écouter »: here it is the test's own.
vi.mock('../../player/player-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof PlayerLoader>()),
  loadPortalPlayer: vi.fn(),
}));

const config = localRuntimeConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } });

const memoryStorage = (): KeyValueStorage => {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const episode = (id: string, title: string, extra: Partial<AudioEpisode> = {}): AudioEpisode => ({
  id,
  globalId: `20-${id}`,
  mediaId: `episode-${id}`,
  appCode: 'medianet',
  title,
  programTitle: 'Les années lumière',
  description: 'La science du fleuve.',
  durationSeconds: 95,
  publishedAt: '2026-01-05T11:00:00.000Z',
  primaryClassificationTagId: 5603,
  audioUrl: `http://localhost:8083/audio/files/episode-${id}.wav`,
  ...extra,
});

function setup(
  audio: AudioListing,
  links: AudioPageData['links'] = [{ href: '/premiere', label: 'La Première en direct' }],
) {
  const player = createPortalPlayer({ config, storage: memoryStorage(), reportAnalytics: () => undefined });
  const engine = { load: vi.fn(), play: vi.fn(), pause: vi.fn(), seek: vi.fn() };
  player.jukebox.attachPlayer(engine);
  const data: AudioPageData = {
    appName: 'OHdio',
    heading: 'OHdio',
    intro: 'Des balados d’ici.',
    links,
    audio,
  };
  render(<AudioListView data={data} player={player} />);
  return { player, engine };
}

describe('the audio pages', () => {
  it('say where each episode’s ad plays: before, during or after it', () => {
    const withAd = (id: string, position: string) =>
      episode(id, `Épisode ${id}`, {
        ad: { adUnit: `/portail/ohdio/${position}`, parameters: [{ key: 'position', value: position }] },
      });
    setup({
      kind: 'episodes',
      episodes: [
        withAd('1', 'preroll'),
        withAd('2', 'midroll'),
        withAd('3', 'postroll'),
        withAd('4', 'overlay'),
      ],
    });
    const items = screen.getAllByRole('listitem').filter((item) => item.classList.contains('audio-item'));
    expect(items[0]).toHaveTextContent('Précédé d’une courte publicité');
    expect(items[1]).toHaveTextContent('Interrompu par une courte publicité');
    expect(items[2]).toHaveTextContent('Suivi d’une courte publicité');
    expect(items[3]).not.toHaveTextContent('publicité');
  });

  it('list the episodes with their program, duration, date and ad, and « Écouter » plays the list from that one', async () => {
    const episodes = [
      episode('1001', 'Le fleuve Saint-Laurent'),
      episode('1002', 'Chanson québécoise', {
        ad: { adUnit: '/portail/ohdio/preroll', parameters: [] },
        durationSeconds: 140,
      }),
    ];
    const { player, engine } = setup({ kind: 'episodes', episodes });
    expect(screen.getByRole('heading', { level: 2, name: 'Derniers épisodes' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').filter((item) => item.classList.contains('audio-item'));
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Durée : 2 minutes 20 secondes');
    expect(items[1]).toHaveTextContent('Publié le 5 janvier 2026');
    expect(items[1]).toHaveTextContent('Précédé d’une courte publicité');
    expect(items[0]).not.toHaveTextContent('publicité');

    await userEvent.click(screen.getByRole('button', { name: 'Écouter : Chanson québécoise' }));
    const instance = player.jukebox.getInstance();
    expect(instance.contents.map((content) => content.title)).toEqual([
      'Le fleuve Saint-Laurent',
      'Chanson québécoise',
    ]);
    expect(instance.currentContentIndex).toBe(1);
    expect(instance.playback.ad?.adUnit).toBe('/portail/ohdio/preroll');
    expect(engine.load).toHaveBeenCalledTimes(1);
    expect(within(items[1] as HTMLElement).getByText('En cours de lecture')).toBeInTheDocument();

    act(() => player.jukebox.store.dispatch({ type: 'jukebox/playing', name: player.name }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause : Chanson québécoise' }));
    expect(engine.pause).toHaveBeenCalled();
    act(() => player.jukebox.store.dispatch({ type: 'jukebox/paused', name: player.name }));
    await userEvent.click(screen.getByRole('button', { name: 'Reprendre : Chanson québécoise' }));
    expect(engine.play).toHaveBeenCalled();
  });

  it('list the live stations with the live badge, each played on its own', async () => {
    const { player } = setup({ kind: 'stations', stations: [station] });
    expect(screen.getByRole('heading', { level: 2, name: 'Stations en direct' })).toBeInTheDocument();
    expect(screen.getByText('En direct')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Écouter : ICI Première Montréal' }));
    const { contents, playback } = player.jukebox.getInstance();
    expect(contents).toHaveLength(1);
    expect(playback).toMatchObject({ isLive: true, appCode: 'medianetlive', mediaId: 'sp01radio' });
  });

  it('say so when the catalogue cannot be fetched, and keep their links', () => {
    setup({ kind: 'unavailable', of: 'episodes' });
    expect(
      screen.getByText(
        'Les contenus audio ne peuvent pas être affichés pour le moment. Réessayez dans quelques instants.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'La Première en direct' })).toHaveAttribute('href', '/premiere');
  });

  it('show their links as the content pages do: each note on its own, a link left to the browser marked', () => {
    setup({ kind: 'unavailable', of: 'episodes' }, [
      { href: '/premiere/emissions/bien-entendu', label: 'Bien entendu', note: 'émission de la Première' },
      { href: '/mordu?sans-routeur=1', label: 'Mordu sans le routeur', ignoreNavigation: true },
    ]);
    const links = screen.getByRole('region', { name: 'À découvrir ailleurs sur le portail' });
    expect(within(links).getByText('émission de la Première')).toHaveClass('content-link-note');
    expect(within(links).getByRole('link', { name: 'Mordu sans le routeur' })).toHaveAttribute(
      'data-ignore-navigation',
      '',
    );
  });

  it('load the page’s player at the first « Écouter » and play the list from that item', async () => {
    document.head.insertAdjacentHTML('beforeend', renderConfigMeta(config.deployment));
    const player = createPortalPlayer({ config, storage: memoryStorage(), reportAnalytics: () => undefined });
    player.jukebox.attachPlayer({ load: vi.fn(), play: vi.fn(), pause: vi.fn(), seek: vi.fn() });
    vi.mocked(loadPortalPlayer).mockImplementation(async () => {
      announcePortalPlayer(player);
      return player;
    });
    render(
      <AudioListView
        data={{
          appName: 'OHdio',
          heading: 'OHdio',
          intro: 'Des balados d’ici.',
          links: [],
          audio: {
            kind: 'episodes',
            episodes: [episode('1001', 'Le fleuve Saint-Laurent'), episode('1002', 'Chanson québécoise')],
          },
        }}
      />,
    );
    expect(screen.queryByText('En cours de lecture')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Écouter : Chanson québécoise' }));
    await waitFor(() => expect(player.jukebox.getInstance().currentContentIndex).toBe(1));
    expect(loadPortalPlayer).toHaveBeenCalledTimes(1);
    expect(player.jukebox.getInstance().contents).toHaveLength(2);
    expect(await screen.findByText('En cours de lecture')).toBeInTheDocument();
  });
});

import { readRuntimeConfig } from '@portail/contracts';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  adBreakOf,
  consumeNavigationFromPlay,
  formatClock,
  formatSpokenDuration,
  type JukeboxContent,
  type PlaybackAd,
} from '@portail/player';
import { PAGE_CHANGED_EVENT } from '@portail/router';
import { audioMessages, formatMessage } from '@portail/ui';
import { ContentHeader, ContentLinks } from '../../content/ContentPage.tsx';
import type { PortalPageProps } from '../../routing/app-module.ts';
import { episodeContent, stationContent } from '../../player/audio-catalogue.ts';
import { currentPortalPlayer, loadPortalPlayer, onPortalPlayer } from '../../player/player-loader.ts';
import type { PortalPlayer } from '../../player/portal-player.ts';
import { isAudioPageData, type AudioListing, type AudioPageData } from './audio-page-data.ts';

const t = audioMessages;
const dateFormat = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

const sameItem = (a: JukeboxContent | undefined, b: JukeboxContent) =>
  a !== undefined && a.globalId.contentTypeId === b.globalId.contentTypeId && a.globalId.id === b.globalId.id;

type JukeboxState = ReturnType<PortalPlayer['jukebox']['store']['getState']>;

const noSubscription = () => () => undefined;

/**
 * A value read from the page's jukebox; before the player has loaded (nothing can play yet) the
 * given default. The player loads with a saved queue or the first « Écouter » (player-loader.ts).
 */
function useJukebox<T>(
  player: PortalPlayer | undefined,
  select: (state: JukeboxState, name: string) => T,
  idle: T,
): T {
  const read = () => (player ? select(player.jukebox.store.getState(), player.name) : idle);
  return useSyncExternalStore(player ? player.jukebox.store.subscribe : noSubscription, read, read);
}

/** « Écouter » an item of a list: plays the list from it; on the current item, pauses or resumes. */
function ListenButton({
  player,
  contents,
  index,
}: {
  player: PortalPlayer | undefined;
  contents: JukeboxContent[];
  index: number;
}) {
  const content = contents[index] as JukeboxContent;
  const state = useJukebox(
    player,
    (jukeboxState, name) => {
      const instance = jukeboxState.instances[name];
      const current = instance?.contents[instance.currentContentIndex];
      if (!sameItem(current, content)) return 'other';
      return instance?.playback.isPlaying || instance?.playback.isWaiting ? 'playing' : 'paused';
    },
    'other',
  );
  const label = state === 'playing' ? t.pause : state === 'paused' ? t.resume : t.listen;
  const listen = ({ jukebox, name }: PortalPlayer) => {
    try {
      if (state === 'playing') jukebox.pause(name);
      else if (state === 'paused') jukebox.play(name);
      else jukebox.playList(contents, { name, index, autoplayType: 'manual' });
    } catch {
      // No player attached yet (the engine is loading): the dock shows the wait.
    }
  };
  const onClick = () => {
    if (player) listen(player);
    else
      loadPortalPlayer(readRuntimeConfig()).then(listen, (error: unknown) =>
        console.warn('Lecteur : le lecteur n’a pas pu être chargé', error),
      );
  };
  return (
    <button
      type="button"
      className={`button ${state === 'other' ? 'button-primary' : 'button-secondary'} audio-listen`}
      onClick={onClick}
      aria-label={`${label}${formatMessage(t.listenTo, { title: content.title ?? '' })}`}
    >
      <span aria-hidden="true" className="audio-listen-icon">
        {state === 'playing' ? '❚❚' : '▶'}
      </span>
      {label}
    </button>
  );
}

function useIsCurrent(player: PortalPlayer | undefined, content: JukeboxContent): boolean {
  return useJukebox(
    player,
    (state, name) => {
      const instance = state.instances[name];
      return sameItem(instance?.contents[instance.currentContentIndex], content);
    },
    false,
  );
}

/** Where the episode's ad plays, when it has one the player plays (before, during or after it). */
function AdMention({ ad }: { ad: PlaybackAd | undefined }) {
  const plan = adBreakOf(ad);
  return plan ? <span>{t.withAd[plan.position]}</span> : null;
}

function NowPlayingMark({ player, content }: { player: PortalPlayer | undefined; content: JukeboxContent }) {
  return useIsCurrent(player, content) ? (
    <span className="audio-badge audio-badge-current">{t.nowPlaying}</span>
  ) : null;
}

/** An entry of the list, marked `data-current` while it is the jukebox's current item. */
function AudioItem({
  player,
  content,
  globalId,
  children,
}: {
  player: PortalPlayer | undefined;
  content: JukeboxContent;
  globalId: string;
  children: ReactNode;
}) {
  const current = useIsCurrent(player, content);
  return (
    <li className="audio-item" data-global-id={globalId} data-current={current ? '' : undefined}>
      {children}
    </li>
  );
}

/**
 * When the page was reached from the player (the dock's title link sets the navigation-from-play
 * flag), the current item gets the focus once the router has finished, instead of the page top.
 */
function useFocusCurrentAfterPlayNavigation() {
  useEffect(() => {
    const onPageChanged = () => {
      let storage: Storage;
      try {
        storage = window.localStorage;
      } catch {
        return;
      }
      if (!consumeNavigationFromPlay(storage)) return;
      const button = document.querySelector<HTMLButtonElement>('.audio-item[data-current] .audio-listen');
      if (!button) return;
      button.scrollIntoView({ block: 'center' });
      button.focus({ preventScroll: true });
    };
    window.addEventListener(PAGE_CHANGED_EVENT, onPageChanged);
    return () => window.removeEventListener(PAGE_CHANGED_EVENT, onPageChanged);
  }, []);
}

function Listing({ audio, player }: { audio: AudioListing; player: PortalPlayer | undefined }) {
  if (audio.kind === 'unavailable') {
    return <p className="audio-notice">{t.catalogueUnavailable}</p>;
  }
  if (audio.kind === 'episodes') {
    if (audio.episodes.length === 0) return <p className="audio-notice">{t.emptyEpisodes}</p>;
    const contents = audio.episodes.map(episodeContent);
    return (
      <ul className="audio-list">
        {audio.episodes.map((episode, index) => (
          <AudioItem
            key={episode.globalId}
            player={player}
            content={contents[index] as JukeboxContent}
            globalId={episode.globalId}
          >
            <div className="audio-item-text">
              <p className="audio-item-program">{episode.programTitle}</p>
              <h3 className="audio-item-title">{episode.title}</h3>
              <p className="audio-item-description">{episode.description}</p>
              <p className="audio-item-meta">
                <span>
                  <span aria-hidden="true">{formatClock(episode.durationSeconds)}</span>
                  <span className="visually-hidden">
                    {formatMessage(t.duration, { duration: formatSpokenDuration(episode.durationSeconds) })}
                  </span>
                </span>
                <span>
                  {formatMessage(t.published, { date: dateFormat.format(new Date(episode.publishedAt)) })}
                </span>
                <AdMention ad={episode.ad} />
                <NowPlayingMark player={player} content={contents[index] as JukeboxContent} />
              </p>
            </div>
            <ListenButton player={player} contents={contents} index={index} />
          </AudioItem>
        ))}
      </ul>
    );
  }
  if (audio.stations.length === 0) return <p className="audio-notice">{t.emptyStations}</p>;
  return (
    <ul className="audio-list">
      {audio.stations.map((station) => {
        const content = stationContent(station);
        return (
          <AudioItem key={station.globalId} player={player} content={content} globalId={station.globalId}>
            <div className="audio-item-text">
              <p className="audio-item-program">
                <span className="audio-badge audio-badge-live">{t.live}</span>
              </p>
              <h3 className="audio-item-title">{station.title}</h3>
              <p className="audio-item-description">{station.description}</p>
              <p className="audio-item-meta">
                <NowPlayingMark player={player} content={content} />
              </p>
            </div>
            <ListenButton player={player} contents={[content]} index={0} />
          </AudioItem>
        );
      })}
    </ul>
  );
}

/** An audio page: its heading and lead, the catalogue's episodes or live stations, then its links. */
export function AudioListPage({ page }: PortalPageProps) {
  useFocusCurrentAfterPlayNavigation();
  const data = page?.data;
  if (!isAudioPageData(data)) return null;
  return <AudioListView data={data} />;
}

const noPlayer = () => undefined;

/**
 * The page's content for its data and the jukebox that « Écouter » plays in: the page's player, once
 * it has loaded (tests give their own).
 */
export function AudioListView({ data, player }: { data: AudioPageData; player?: PortalPlayer }) {
  const loaded = useSyncExternalStore(onPortalPlayer, currentPortalPlayer, noPlayer);
  player ??= loaded;
  const of = data.audio.kind === 'unavailable' ? data.audio.of : data.audio.kind;
  return (
    <article className="content-page audio-page">
      <ContentHeader data={data} />
      <section className="audio-listing" aria-labelledby="audio-list-heading">
        <h2 id="audio-list-heading">{of === 'episodes' ? t.episodesHeading : t.stationsHeading}</h2>
        <Listing audio={data.audio} player={player} />
      </section>
      <ContentLinks data={data} />
    </article>
  );
}

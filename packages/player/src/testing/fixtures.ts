/** Test fixtures shared by the player's tests (not exported by the package). */
import type { JukeboxContent } from '../jukebox/types.ts';
import type { KeyValueStorage } from '../jukebox/persistence.ts';

export function episode(id: string, overrides: Partial<JukeboxContent> = {}): JukeboxContent {
  return {
    globalId: { contentTypeId: 20, id },
    mediaId: `media-${id}`,
    title: `Épisode ${id}`,
    src: `https://audio.test/${id}.mp3`,
    duration: 120,
    ...overrides,
  };
}

export function liveStation(code: string, overrides: Partial<JukeboxContent> = {}): JukeboxContent {
  return {
    globalId: { contentTypeId: 24, id: code },
    mediaId: `live-${code}`,
    title: `Station ${code}`,
    src: `https://audio.test/live/${code}.m3u8`,
    primaryClassificationTagId: 8005,
    broadcastingNetworkId: 1,
    broadcastingStationCodeName: code,
    broadcastingStationId: 42,
    ...overrides,
  };
}

export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

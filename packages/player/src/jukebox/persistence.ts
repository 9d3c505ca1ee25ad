import { DEFAULT_READING_SPEED, JUKEBOX_STORAGE_KEY } from '../constants.ts';
import { initialJukeboxInstance, initialPlayback, playbackForContent } from './playback.ts';
import type { GlobalId, JukeboxContent, JukeboxInstance, JukeboxState, PlaybackAd } from './types.ts';
import { normalizeVolume } from './volume.ts';

/** The slice of Web Storage the jukebox uses (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SAVED_VERSION = 15;

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
const optionalNumber = (value: unknown): number | undefined => (isFiniteNumber(value) ? value : undefined);

/** A path on this site (« /ohdio »), never another origin (« //ailleurs.test ») or a scheme. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value);

function readGlobalId(value: unknown): GlobalId | null {
  if (!isRecord(value) || !isFiniteNumber(value.contentTypeId) || typeof value.id !== 'string') return null;
  return { contentTypeId: value.contentTypeId, id: value.id };
}

function readAd(value: unknown): PlaybackAd | undefined {
  if (!isRecord(value) || typeof value.adUnit !== 'string' || !Array.isArray(value.parameters))
    return undefined;
  const parameters = value.parameters.filter(
    (p): p is { key: string; value: string } =>
      isRecord(p) && typeof p.key === 'string' && typeof p.value === 'string',
  );
  return { adUnit: value.adUnit, parameters: parameters.map(({ key, value: v }) => ({ key, value: v })) };
}

/** Validates one saved item; unknown fields are dropped, a malformed item is refused. */
export function readContent(value: unknown): JukeboxContent | null {
  if (!isRecord(value)) return null;
  const globalId = readGlobalId(value.globalId);
  if (!globalId) return null;
  const content: JukeboxContent = { globalId };
  const strings = ['mediaId', 'appCode', 'title', 'subtitle', 'imageUrl', 'src'] as const;
  for (const key of strings) {
    const text = optionalString(value[key]);
    if (text !== undefined) content[key] = text;
  }
  for (const key of ['metricPlaybackListItem', 'metrikGlobalId', 'broadcastingStationCodeName'] as const) {
    const text = optionalString(value[key]);
    if (text !== undefined) content[key] = text;
  }
  for (const key of [
    'duration',
    'primaryClassificationTagId',
    'broadcastingNetworkId',
    'broadcastingStationId',
  ] as const) {
    const number = optionalNumber(value[key]);
    if (number !== undefined) content[key] = number;
  }
  if (isSitePath(value.pageUrl)) content.pageUrl = value.pageUrl;
  const ad = readAd(value.ad);
  if (ad) content.ad = ad;
  return content;
}

/**
 * Rebuilds an instance from its saved form, restored paused and unmounted (SPEC.md §4.4): the
 * current item is reloaded at the saved position, which becomes the resume time.
 */
function readInstance(value: unknown): JukeboxInstance | null {
  if (!isRecord(value) || !Array.isArray(value.contents)) return null;
  const contents = value.contents.map(readContent);
  if (contents.some((c) => c === null)) return null;
  const items = contents as JukeboxContent[];
  const index = isFiniteNumber(value.currentContentIndex) ? Math.trunc(value.currentContentIndex) : -1;
  const instance = initialJukeboxInstance();
  instance.contents = items;
  instance.muted = value.muted === true;
  if (isFiniteNumber(value.volume)) instance.volume = normalizeVolume(value.volume);
  if (isFiniteNumber(value.volumeMuted)) instance.volumeMuted = normalizeVolume(value.volumeMuted);
  const current = items[index];
  if (!current) return instance;
  const playback = isRecord(value.playback) ? value.playback : {};
  const position = Math.max(0, optionalNumber(value.playbackCurrentTime) ?? 0);
  const restoredPlayback = { ...initialPlayback(), ...restoredPlaybackFields(current, playback) };
  instance.currentContentIndex = index;
  instance.lastState = 'paused';
  instance.playbackCurrentTime = restoredPlayback.isLive ? 0 : position;
  instance.resumeTime = restoredPlayback.isLive ? null : position;
  instance.playback = { ...restoredPlayback, seekTime: instance.playbackCurrentTime };
  return instance;
}

function restoredPlaybackFields(current: JukeboxContent, saved: UnknownRecord) {
  // The playback is rebuilt from the item (the source of truth), keeping only the saved duration.
  return {
    ...playbackForContent(current),
    duration: optionalNumber(saved.duration) ?? current.duration ?? 0,
    isPlaying: false,
    isWaiting: false,
    isAdUnitPlaying: false,
  };
}

/** The snapshot that is saved: reading speeds reset to 1 (see `settingsForSave`). */
function serializeJukeboxState(state: JukeboxState): string {
  const instances: Record<string, unknown> = {};
  for (const [name, instance] of Object.entries(state.instances)) {
    instances[name] = {
      contents: instance.contents,
      currentContentIndex: instance.currentContentIndex,
      muted: instance.muted,
      volume: instance.volume,
      volumeMuted: instance.volumeMuted,
      playbackCurrentTime: instance.playbackCurrentTime,
      playback: { duration: instance.playback.duration },
    };
  }
  return JSON.stringify({ version: SAVED_VERSION, instances });
}

/** Reads and validates the saved state; anything malformed is ignored (and removed). */
export function loadJukeboxState(storage: KeyValueStorage, key = JUKEBOX_STORAGE_KEY): JukeboxState | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const state = readSavedState(parsed);
  if (!state) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage refused: nothing more to clean.
    }
  }
  return state;
}

function readSavedState(parsed: unknown): JukeboxState | null {
  if (!isRecord(parsed) || parsed.version !== SAVED_VERSION || !isRecord(parsed.instances)) return null;
  const state: JukeboxState = { instances: {}, settings: {} };
  for (const [name, saved] of Object.entries(parsed.instances)) {
    const instance = readInstance(saved);
    if (!instance) return null;
    state.instances[name] = instance;
    state.settings[name] = { readingSpeed: DEFAULT_READING_SPEED };
  }
  return state;
}

/** Saves the state; a full or refused storage is not an error for the listener. */
export function saveJukeboxState(
  storage: KeyValueStorage,
  state: JukeboxState,
  key = JUKEBOX_STORAGE_KEY,
): boolean {
  try {
    storage.setItem(key, serializeJukeboxState(state));
    return true;
  } catch {
    return false;
  }
}

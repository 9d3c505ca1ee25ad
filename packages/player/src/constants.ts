/** The numbers and names of SPEC.md §3, §4.4 and §9 for the audio player, in one place. */
export const DEFAULT_JUKEBOX_NAME = 'audioOHdioJukebox';
/** localStorage key of the saved jukebox state (SPEC.md §9). */
export const JUKEBOX_STORAGE_KEY = 'RC_AUDIOJUKEBOX_V15';
/** localStorage key of the jukeboxes' saved settings (readingSpeed, saved reset to 1). */
export const JUKEBOX_SETTINGS_STORAGE_KEY = 'RC_AUDIOJUKEBOX_SETTINGS';
/** localStorage key of the flag that marks a navigation started from a play action. */
export const NAVIGATION_FROM_PLAY_KEY = 'RC_AUDIOJUKEBOX_NAVIGATION_FROM_PLAY';

export const DEFAULT_APP_CODE = 'medianet';
export const LIVE_APP_CODE = 'medianetlive';
/** Primary classification tag that marks a live item. */
export const LIVE_CLASSIFICATION_TAG_ID = 8005;
/** Live station code names whose stream has its own media id. */
export const LIVE_STATION_MEDIA_IDS: Readonly<Record<string, string>> = { cbfxc: 'sp01radio' };
/** Content type 38 (a WAM audio clip) plays with the app code wamfr. */
export const WAM_CONTENT_TYPE_ID = 38;
export const WAM_APP_CODE = 'wamfr';

export const DEFAULT_VOLUME = 1;
export const DEFAULT_READING_SPEED = 1;
/** Player volume = level × this scale. */
export const PLAYER_VOLUME_SCALE = 100;
export const READING_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Throttle of the state and settings saves. */
export const THROTTLE_MS = 5000;
/** Throttle of the next-item handler (a media end and a click never skip two items). */
export const NEXT_THROTTLE_MS = 2000;
/** The next item is preloaded when less than this remains of an item longer than this. */
export const PRELOAD_THRESHOLD_S = 20;
export const MEDIA_TIMER_MS = 500;
export const METADATA_RETRY_MS = 250;
/** Metadata retries before giving up on a duration (40 × 250 ms = 10 s). */
export const METADATA_MAX_RETRIES = 40;
/** Seconds that the dock and Media Session skip backward and forward. */
export const SEEK_STEP_S = 15;

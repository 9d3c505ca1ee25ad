/** Player error events (SPEC.md §3, §8): what went wrong, whether to retry, whether playback is over. */
export interface PlayerErrorEvent {
  logCode: string;
  message: string;
  retry: boolean;
  isFatal: boolean;
}

/** HTMLMediaElement error codes (MediaError.code) and how the player treats them. */
const mediaErrors: Record<number, PlayerErrorEvent> = {
  1: { logCode: 'MEDIA_ERR_ABORTED', message: 'Media loading was aborted', retry: false, isFatal: false },
  2: {
    logCode: 'MEDIA_ERR_NETWORK',
    message: 'A network error stopped the media',
    retry: true,
    isFatal: false,
  },
  3: { logCode: 'MEDIA_ERR_DECODE', message: 'The media could not be decoded', retry: false, isFatal: true },
  4: {
    logCode: 'MEDIA_ERR_SRC_NOT_SUPPORTED',
    message: 'The media source is not supported',
    retry: false,
    isFatal: true,
  },
};

/** The error event for an audio element's `error` (its MediaError, if any). */
export function errorEventFromMediaError(
  error: Pick<MediaError, 'code' | 'message'> | null,
): PlayerErrorEvent {
  const known = error ? mediaErrors[error.code] : undefined;
  if (!known)
    return {
      logCode: 'MEDIA_ERR_UNKNOWN',
      message: error?.message || 'Unknown media error',
      retry: false,
      isFatal: true,
    };
  return { ...known, message: error?.message ? `${known.message}: ${error.message}` : known.message };
}

/** The error event for an hls.js error (its type, details and fatal flag). */
export function errorEventFromHlsError(data: {
  type: string;
  details: string;
  fatal: boolean;
}): PlayerErrorEvent {
  const network = data.type === 'networkError';
  return {
    logCode: `HLS_${data.type}_${data.details}`,
    message: `HLS ${data.type}: ${data.details}`,
    retry: network || data.type === 'mediaError',
    isFatal: data.fatal,
  };
}

/** The error event for a source the resolver could not find. */
export function errorEventForMissingSource(mediaId: string | null): PlayerErrorEvent {
  return {
    logCode: 'MEDIA_SOURCE_UNRESOLVED',
    message: `No stream address for media ${mediaId ?? '(none)'}`,
    retry: false,
    isFatal: true,
  };
}

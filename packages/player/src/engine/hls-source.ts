import type { PlayerErrorEvent } from '../player-error-event.ts';
import { errorEventFromHlsError } from '../player-error-event.ts';

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/** The part of hls.js the engine uses (so tests can stand in for it). */
export interface HlsInstance {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(
    event: string,
    listener: (event: string, data: { type: string; details: string; fatal: boolean }) => void,
  ): void;
  startLoad(): void;
  recoverMediaError(): void;
  destroy(): void;
}
export interface HlsConstructor {
  new (): HlsInstance;
  isSupported(): boolean;
  Events: { ERROR: string };
}

/** hls.js, imported only when a stream needs it (its own chunk). */
export const importHls = async (): Promise<HlsConstructor> =>
  (await import('hls.js')).default as unknown as HlsConstructor;

export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(url);
}

function hasNativeHls(audio: HTMLMediaElement): boolean {
  return audio.canPlayType(HLS_MIME_TYPE) !== '';
}

export interface AttachedSource {
  detach(): void;
}

/**
 * Points an audio element at a stream: directly, or through hls.js for an HLS stream in a browser
 * without native HLS (everything but Safari). Fatal hls.js network and media errors are recovered
 * once each; other errors are reported.
 */
export async function attachSource(
  audio: HTMLMediaElement,
  url: string,
  {
    isHls,
    loadHls,
    onError,
  }: { isHls: boolean; loadHls: () => Promise<HlsConstructor>; onError: (event: PlayerErrorEvent) => void },
): Promise<AttachedSource> {
  if (!isHls || hasNativeHls(audio)) {
    audio.src = url;
    audio.load();
    return { detach: () => clearSource(audio) };
  }
  const Hls = await loadHls();
  if (!Hls.isSupported()) {
    onError({
      logCode: 'HLS_UNSUPPORTED',
      message: 'This browser cannot play HLS streams',
      retry: false,
      isFatal: true,
    });
    return { detach: () => undefined };
  }
  const hls = new Hls();
  const recovered = { networkError: false, mediaError: false };
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal && data.type === 'networkError' && !recovered.networkError) {
      recovered.networkError = true;
      hls.startLoad();
    } else if (data.fatal && data.type === 'mediaError' && !recovered.mediaError) {
      recovered.mediaError = true;
      hls.recoverMediaError();
    } else {
      onError(errorEventFromHlsError(data));
    }
  });
  hls.loadSource(url);
  hls.attachMedia(audio);
  return {
    detach() {
      hls.destroy();
      clearSource(audio);
    },
  };
}

function clearSource(audio: HTMLMediaElement): void {
  audio.removeAttribute('src');
  audio.load();
}

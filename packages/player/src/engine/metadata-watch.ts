import { METADATA_MAX_RETRIES, METADATA_RETRY_MS } from '../constants.ts';

/**
 * Waits for an element's metadata (readyState ≥ 1 or a known duration), checking at once and then
 * every 250 ms, at most 40 times. `onReady` runs once when it is there; `isStale` ends the wait
 * early (another item was loaded). Returns the function that stops waiting.
 */
export function watchMetadata(
  audio: HTMLMediaElement,
  {
    onReady,
    isStale,
    retryMs = METADATA_RETRY_MS,
    maxRetries = METADATA_MAX_RETRIES,
  }: {
    onReady: () => void;
    isStale: () => boolean;
    retryMs?: number;
    maxRetries?: number;
  },
): () => void {
  const check = () => {
    if (isStale()) return true;
    if (audio.readyState < 1 && !Number.isFinite(audio.duration)) return false;
    onReady();
    return true;
  };
  if (check()) return () => undefined;
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    if (check() || tries >= maxRetries) clearInterval(timer);
  }, retryMs);
  return () => clearInterval(timer);
}

/**
 * A script or stylesheet of the app that could not be loaded: a deploy replaced the files this page
 * knew (stale chunk names), or the network dropped. Browsers word it differently; Vite's preload
 * helper adds its own.
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

import { CHUNK_RELOAD_MIN_INTERVAL_MS, CHUNK_RELOAD_STORAGE_KEY } from '../config/app-config';

// After a deploy, old chunk names disappear and lazy imports fail; a reload fetches the new
// index.html. The timestamp in sessionStorage stops a reload loop when the failure persists.

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now: () => number;
  reload: () => void;
}

function browserDeps(): ChunkReloadDeps {
  let storage: ChunkReloadDeps['storage'];
  try {
    storage = window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access.
    storage = undefined;
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() };
}

/** Reloads the page unless it already did so within the last minute; returns whether it reloaded. */
export function reloadAfterChunkError(deps: ChunkReloadDeps = browserDeps()): boolean {
  const { storage, now, reload } = deps;
  // Without a place to remember the last reload we cannot rule out a loop, so we do not reload.
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const current = now();
    if (Number.isFinite(last) && last > 0 && current - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(current));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Wraps a lazy route import: on failure it reloads once; when the reload is suppressed the error
 * reaches the route error boundary.
 */
export function withChunkReload<T>(
  importer: () => Promise<T>,
  reloadOnce: () => boolean = reloadAfterChunkError,
): () => Promise<T> {
  return async () => {
    try {
      return await importer();
    } catch (error) {
      // Keep the current screen while the browser reloads instead of flashing the error page.
      if (reloadOnce()) return new Promise<T>(() => {});
      throw error;
    }
  };
}

/** Vite fires 'vite:preloadError' when a preloaded chunk or stylesheet fails during navigation. */
export function listenForPreloadErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  reloadOnce: () => boolean = reloadAfterChunkError,
): () => void {
  const onPreloadError = (event: Event): void => {
    // preventDefault stops Vite rethrowing; only do it when a reload is really under way.
    if (reloadOnce()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

// Browsers word this differently: Chromium "Failed to fetch dynamically imported module",
// Firefox "error loading dynamically imported module", Safari "Importing a module script failed".
const CHUNK_ERROR_PATTERN = /dynamically imported module|module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

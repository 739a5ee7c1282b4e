/**
 * The shop's toasts: react-hot-toast, fetched and evaluated apart from the page's first scripts (ADR 0046). Evaluating
 * the library builds its styles through its CSS-in-JS engine, 10-15 ms of a slow phone's main thread inside the task
 * that runs the page's modules, for toasts no first paint shows. The shell's toaster (`Toasts`) loads it once the page
 * has hydrated; a toast asked for before then loads it at once and shows when it is in.
 */
import type { ToastOptions } from 'react-hot-toast';
import type * as ToastLibraryModule from './toast-library';

type ToastLibrary = typeof ToastLibraryModule;

let library: Promise<ToastLibrary> | undefined;
let loadedLibrary: ToastLibrary | undefined;
const loadListeners = new Set<(loaded: ToastLibrary) => void>();

/** The library, loaded once; a failed load (offline before it was ever fetched) is tried again at the next call. */
export function loadToastLibrary(): Promise<ToastLibrary> {
  library ??= import('./toast-library').then(
    (loaded) => {
      loadedLibrary = loaded;
      for (const listener of loadListeners) listener(loaded);
      return loaded;
    },
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/** Calls `listener` when the library has loaded (at once if it has); returns the function that stops listening. */
export function whenToastLibraryLoads(listener: (loaded: ToastLibrary) => void): () => void {
  if (loadedLibrary) listener(loadedLibrary);
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** What the shop passes: an `id` keeps one toast of a kind on screen (a list's failed load) however often it fails. */
type ShopToastOptions = Pick<ToastOptions, 'id'>;

function show(kind: 'success' | 'error', message: string, options?: ShopToastOptions) {
  loadToastLibrary().then(
    (loaded) => loaded.toast[kind](message, options),
    () => {
      // The script could not be fetched (the connection dropped before the page had hydrated on a first visit):
      // this toast is lost; the next one tries again. Every page loads the library once it has hydrated.
    },
  );
}

export const toast = {
  success: (message: string, options?: ShopToastOptions) => show('success', message, options),
  error: (message: string, options?: ShopToastOptions) => show('error', message, options),
};

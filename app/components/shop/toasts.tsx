import { useEffect, useState } from 'react';
import type { Toaster as ToasterComponent } from '../../lib/toast-library';
import { loadToastLibrary, whenToastLibraryLoads } from '../../lib/toast';

/**
 * The toaster, mounted once react-hot-toast has loaded (app/lib/toast.ts): its own chunk, asked for once the page has
 * hydrated (this effect runs at the hydration's commit), or at the first toast if that comes sooner. Toasts asked for
 * before it mounts wait in the library's store and show then. Nothing is rendered on the server or in the hydration:
 * the toaster shows nothing until a toast comes.
 */
export function Toasts() {
  const [Toaster, setToaster] = useState<typeof ToasterComponent | null>(null);
  useEffect(() => {
    const stop = whenToastLibraryLoads((loaded) => setToaster(() => loaded.Toaster));
    loadToastLibrary().catch(() => {
      // Offline before the library was ever fetched: the next toast tries again, and mounts the toaster then.
    });
    return stop;
  }, []);
  // react-hot-toast's defaults are rule:toast-durations exactly, so the toaster takes no options.
  return Toaster ? <Toaster /> : null;
}

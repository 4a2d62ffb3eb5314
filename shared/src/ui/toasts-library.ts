// react-toastify after the page's first paint (docs/decisions/toasts-after-first-paint.md): no
// page draws a toast in its first paint, and the library was about 5 KB (brotli) of the shell's
// libraries file that every first visit waited for. It is asked for at the visitor's first input,
// or once the first screen has come (AppToastContainer), or by the first toast, whichever comes
// first.
import { afterLargestPicture } from './largest-picture';
import { linkToastStylesheet } from './toast-stylesheet';

export type ToastsLibrary = typeof import('react-toastify/unstyled');

/** A promise and its resolve: the toast container is ready for toasts. */
function readySignal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let loading: Promise<ToastsLibrary> | undefined;
let loaded: ToastsLibrary | undefined;
const listeners = new Set<(library: ToastsLibrary) => void>();
let containerReady = readySignal();
let ready = false;

/**
 * The library, asked for once; a failed download is asked for again by the next call. Its
 * stylesheet is asked for at the same moment: toasts wait for both (AppToastContainer), and asked
 * for one after the other they came a round trip later.
 */
export function loadToastsLibrary(): Promise<ToastsLibrary> {
  if (!loading) void linkToastStylesheet();
  loading ??= import('react-toastify/unstyled').then(
    (library) => {
      loaded = library;
      for (const listener of listeners) listener(library);
      listeners.clear();
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * AppToastContainer calls this once its container is drawn and the toasts' stylesheet has loaded
 * (or failed to). Toasts are handed to the library only from then on: the library's own queue for
 * toasts asked for before any container gives them to the first container that mounts, and React's
 * StrictMode unmounts that one at once (the toast was lost); and a toast drawn before its
 * stylesheet could close at once (toast-stylesheet.ts).
 */
export function markToastContainerReady(): void {
  ready = true;
  containerReady.resolve();
}

/** The library if it has come and a container is ready, else undefined. */
export function toastsReadyNow(): ToastsLibrary | undefined {
  return ready ? loaded : undefined;
}

/**
 * The library, once it has come and a container is ready to show its toasts (asking for it). A
 * toast asked for while the page's largest picture is loading (the home page's welcome) asks for
 * the library once that picture is drawn (at most 3 s later): its files would share the line
 * with the picture (largest-picture.ts).
 */
export async function toastsReady(): Promise<ToastsLibrary> {
  if (!loaded) await new Promise<void>((resolve) => afterLargestPicture(resolve));
  const library = await loadToastsLibrary();
  await containerReady.promise;
  return library;
}

/** The library if it has come, else undefined. */
export function toastsLibraryIfLoaded(): ToastsLibrary | undefined {
  return loaded;
}

/** Calls `listener` once the library has come (at once if it has); returns the unsubscribe. */
export function onToastsLibrary(listener: (library: ToastsLibrary) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: as if the library had not been asked for yet (the jsdom setup loads it). */
export function forgetToastsLibrary(): void {
  loading = undefined;
  containerReady = readySignal();
  ready = false;
  loaded = undefined;
  listeners.clear();
}

// Toast helpers with the spec's durations (success 3 s, error 4 s, others 4 s). A caller with a
// spec-fixed duration of its own (cart toasts 1.5-2 s) passes `{ autoClose }`.
//
// The library comes after the page's first paint (toasts-library.ts): a toast asked for before it
// has come and the page's container is ready (drawn, its stylesheet loaded) is shown as soon as
// both are, in order. Each toast gets its id here, so a caller has it at once, as the library's own
// `toast()` gave it. The same message again while its toast is up refreshes that toast.
import type { Id, ToastOptions } from 'react-toastify/unstyled';
import { TOAST_DURATIONS } from '../config';
import { toastsReady, toastsReadyNow } from './toasts-library';

type NotifyOptions = Omit<ToastOptions, 'type'>;
type Kind = 'success' | 'error' | 'info' | 'warning';

let lastId = 0;
/** Ids of toasts not yet handed to the library. */
const waiting = new Set<Id>();
/** The last toast given each kind and text (distinct texts are few: the site's own messages). */
const lastByText = new Map<string, Id>();

/**
 * The toast already showing (or queued with) this kind and text, refreshed: its timer starts
 * again (the library draws a new progress bar for an update, and closes the toast when that bar's
 * animation ends). So a stepper clicked five times, or two services added, leave one toast up
 * until the last click's time has passed instead of a stack of copies over the page.
 */
function refreshTwin(textKey: string, autoClose: number, options?: NotifyOptions): Id | undefined {
  const twin = lastByText.get(textKey);
  if (twin === undefined) return undefined;
  if (waiting.has(twin)) return twin;
  const ready = toastsReadyNow();
  if (!ready?.toast.isActive(twin)) return undefined;
  // At once: the library waits 100 ms by default, and a toast that closed in that time would be
  // drawn again only to be taken away by its own exit.
  ready.toast.update(twin, { autoClose, ...options, delay: 0 });
  return twin;
}

function show(kind: Kind, message: string, autoClose: number, options?: NotifyOptions): Id {
  // A caller's own id already keeps its toast single (the library drops an id it shows).
  const textKey = `${kind}:${message}`;
  if (options?.toastId === undefined) {
    const twin = refreshTwin(textKey, autoClose, options);
    if (twin !== undefined) return twin;
  }
  const toastId = options?.toastId ?? `notify-${(lastId += 1)}`;
  if (options?.toastId === undefined) lastByText.set(textKey, toastId);
  // The library drops a toast whose id is already shown, but not one whose twin is still queued
  // with it (React's StrictMode runs a page's welcome effect twice): then neither was drawn.
  if (waiting.has(toastId)) return toastId;
  const ready = waiting.size === 0 ? toastsReadyNow() : undefined;
  if (ready) {
    // Drawn at once, as a toast asked for in the same moment as the event that caused it.
    ready.toast[kind](message, { autoClose, ...options, toastId });
    return toastId;
  }
  waiting.add(toastId);
  toastsReady().then(
    ({ toast }) => {
      waiting.delete(toastId);
      toast[kind](message, { autoClose, ...options, toastId });
    },
    // The message cannot be drawn without the library; the page itself carries on.
    (error: unknown) => {
      waiting.delete(toastId);
      console.error('The toasts could not be loaded:', error);
    },
  );
  return toastId;
}

export const notify = {
  success: (message: string, options?: NotifyOptions): Id =>
    show('success', message, TOAST_DURATIONS.success, options),
  error: (message: string, options?: NotifyOptions): Id =>
    show('error', message, TOAST_DURATIONS.error, options),
  info: (message: string, options?: NotifyOptions): Id =>
    show('info', message, TOAST_DURATIONS.default, options),
  warning: (message: string, options?: NotifyOptions): Id =>
    show('warning', message, TOAST_DURATIONS.default, options),
  dismiss: (id?: Id): void => {
    const ready = toastsReadyNow();
    if (ready) ready.toast.dismiss(id);
    else
      toastsReady().then(
        ({ toast }) => toast.dismiss(id),
        () => undefined, // nothing was drawn
      );
  },
};

// The one toast container of a page; it takes toasts once the toasts' stylesheet is in
// (toast-stylesheet.ts, linked when the library is asked for).
//
// A toast at the top covers the header (logo, account, menu) for its whole duration. On wider
// screens toasts sit at the top right just below the header; below the `sm` breakpoint, where a
// toast spans the width, they sit at the bottom, lifted above the floating call and WhatsApp
// buttons. The container is a polite live region and each toast has role="alert" (the library's
// defaults), so screen readers announce every message wherever it is drawn.
//
// The container comes with the library, after the page's first paint (toasts-library.ts): it is
// asked for at the visitor's first input, or once the first screen has come (when-idle.ts), or by
// the first toast.
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { createGlobalStyle } from 'styled-components';
import { TOAST_DURATIONS } from '../config';
import { theme } from './theme';
import { languageAtom } from './i18n/language';
import { TOAST_LABELS, toastCloseButton } from './toast-labels';
import { ToastPlainLook } from './toast-plain-look';
import { linkToastStylesheet } from './toast-stylesheet';
import {
  loadToastsLibrary,
  markToastContainerReady,
  onToastsLibrary,
  toastsLibraryIfLoaded,
} from './toasts-library';
import { useMediaQuery } from './use-media-query';
import { afterFirstScreenOrInput } from './when-idle';

/** Narrow screens: below the theme's `sm` breakpoint (640 px). */
export const NARROW_SCREEN_QUERY = `(max-width: ${theme.breakpoints.sm - 0.02}px)`;

/**
 * Room kept free under the toasts on a phone: the floating dock (two 56 px buttons, an 8 px gap,
 * 16 px from the edge) and a 12 px margin, plus the home-indicator area of notched phones.
 */
const FLOATING_DOCK_CLEARANCE = '152px';

const ToastPlacement = createGlobalStyle`
  /*
   * Out of the page's flow from the first render, before the library's stylesheet file has
   * arrived: a toast shown sooner (the home page's welcome) was drawn in the flow above the page,
   * pushing all of it down, then let it jump back when the file came (Lighthouse: CLS 0.57 twice).
   */
  .Toastify__toast-container {
    position: fixed;
  }

  .Toastify__toast-container--top-right {
    top: calc(${({ theme: t }) => t.layout.headerHeight} + 12px);
  }

  /* The library's close button is 14 x 24 px: too small a target to hit on a phone. */
  .Toastify__close-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 32px;
    min-height: 32px;
    margin: -4px -4px 0 0;
  }

  /*
   * The button sits over the toast's top right corner (absolute, 2-34 px from its right edge):
   * the text keeps clear of it instead of running under the x.
   */
  .Toastify__toast {
    padding-right: 40px;
  }

  /* The library draws the light theme's x at 30 % black (2:1 on white); as the text, 4.6:1. */
  .Toastify__close-button--light {
    color: var(--toastify-text-color-light);
    opacity: 1;
  }

  .Toastify__toast-container--bottom-center {
    bottom: calc(${FLOATING_DOCK_CLEARANCE} + env(safe-area-inset-bottom));
    z-index: ${({ theme: t }) => t.zIndices.toast};
  }
`;

export function AppToastContainer() {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [library, setLibrary] = useState(toastsLibraryIfLoaded);
  const [stylesheetFailed, setStylesheetFailed] = useState(false);
  const labels = TOAST_LABELS[useAtomValue(languageAtom)];
  const closeButton = useMemo(() => toastCloseButton(labels.close), [labels]);
  useEffect(() => onToastsLibrary(setLibrary), []);
  useEffect(
    () =>
      // Toasts answer what a visitor does: their files come at the first input, or once the first
      // screen has come, not beside it (docs/decisions/pictures-after-the-largest.md).
      afterFirstScreenOrInput(() => {
        // A failed download is asked for again by the first toast.
        loadToastsLibrary().catch(() => undefined);
      }),
    [],
  );
  useEffect(() => {
    if (!library) return;
    let mounted = true;
    // Toasts only once the stylesheet has loaded (or failed to: then ToastPlainLook). A toast
    // drawn before it was restyled on screen when it came; for a visitor who asks for reduced
    // motion that started a transition on nearly every part of the toast just as its timer (the
    // progress bar's animation) started, and Chromium then sometimes sent the bar a stray
    // animationend, which closes the toast: the welcome went after 0.5 s instead of 4 s.
    // Linked when the library was asked for (toasts-library.ts): this is that link's promise.
    linkToastStylesheet().then((loaded) => {
      if (!mounted) return;
      if (!loaded) setStylesheetFailed(true);
      // The ToastContainer's own effects have run (a child's run first): it is registered.
      markToastContainerReady();
    });
    return () => {
      mounted = false;
    };
  }, [library]);
  if (!library) return null;
  const { ToastContainer } = library;
  return (
    <>
      <ToastPlacement />
      {stylesheetFailed && <ToastPlainLook />}
      <ToastContainer
        position={narrow ? 'bottom-center' : 'top-right'}
        autoClose={TOAST_DURATIONS.default}
        newestOnTop={!narrow}
        aria-label={labels.region}
        closeButton={closeButton}
      />
    </>
  );
}

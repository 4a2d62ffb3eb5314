// AppToastContainer's fallback for a toasts stylesheet that did not load (toast-stylesheet.ts).
import { createGlobalStyle } from 'styled-components';

/**
 * The toasts' look when their stylesheet failed to load (a dropped connection, or a page older
 * than a deploy asking for a file that is gone). Unstyled, a toast lay over the page's text, full
 * width, and never closed by itself: the library starts its timer (the progress bar's animation)
 * when the toast's entry animation ends, and closes it when the bar's ends, both defined by the
 * file. This draws a plain card in the same places, with a short fade in and out and the timer.
 */
export const ToastPlainLook = createGlobalStyle`
  .Toastify__toast-container {
    z-index: ${({ theme: t }) => t.zIndices.toast};
    width: min(320px, 100vw);
    right: 16px;
  }

  .Toastify__toast-container--bottom-center {
    left: 0;
    right: 0;
    width: 100%;
  }

  .Toastify__toast {
    position: relative;
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 64px;
    margin-bottom: 16px;
    padding: 14px 40px 14px 14px;
    overflow: hidden;
    border-radius: ${({ theme: t }) => t.radii.md};
    background: ${({ theme: t }) => t.colors.background};
    color: ${({ theme: t }) => t.colors.text};
    box-shadow: ${({ theme: t }) => t.shadows.md};
  }

  .Toastify__toast-icon {
    display: flex;
    flex-shrink: 0;
    width: 20px;
  }

  .Toastify__close-button {
    position: absolute;
    top: 6px;
    right: 6px;
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  .Toastify__progress-bar--wrp {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 5px;
  }

  .Toastify__progress-bar {
    width: 100%;
    height: 100%;
    transform-origin: left;
    background: ${({ theme: t }) => t.colors.primary};
  }

  .Toastify__progress-bar--bg {
    display: none;
  }

  .Toastify__bounce-enter--top-right,
  .Toastify__bounce-enter--bottom-center {
    animation: app-toast-fade 0.2s ease-out both;
  }

  .Toastify__bounce-exit--top-right,
  .Toastify__bounce-exit--bottom-center {
    animation: app-toast-fade 0.2s ease-in reverse both;
  }

  .Toastify__progress-bar--animated {
    animation: app-toast-timer linear 1 forwards;
  }

  @keyframes app-toast-fade {
    from {
      opacity: 0;
    }
    to {
      opacity: 1;
    }
  }

  @keyframes app-toast-timer {
    from {
      transform: scaleX(1);
    }
    to {
      transform: scaleX(0);
    }
  }
`;

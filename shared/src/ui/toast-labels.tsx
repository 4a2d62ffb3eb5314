// What the toasts' container and close button are called, in the page's language: the library
// names them in English ("Notifications", "close") and a Hindi screen reader would read that.
import type { CloseButtonProps } from 'react-toastify/unstyled';
import type { Language } from './i18n/language';

export const TOAST_LABELS: Record<Language, { region: string; close: string }> = {
  en: { region: 'Notifications', close: 'close' },
  hi: { region: 'सूचनाएँ', close: 'बंद करें' },
};

/** The library's close button (same class, icon and click), named in the page's language. */
export function toastCloseButton(label: string) {
  return function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
    return (
      <button
        className={`Toastify__close-button Toastify__close-button--${theme}`}
        type="button"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          closeToast(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 14 16">
          <path
            fillRule="evenodd"
            d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
          />
        </svg>
      </button>
    );
  };
}

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { holdToastStylesheet } from '../../../test-support/src/toast-stylesheet';
import { AppProviders } from './AppProviders';
import { languageAtom } from './i18n/language';
import { NARROW_SCREEN_QUERY } from './AppToastContainer';
import { notify } from './notify';
import { forgetToastsLibrary } from './toasts-library';

/** A window whose width makes NARROW_SCREEN_QUERY match or not. */
function setViewportNarrow(narrow: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === NARROW_SCREEN_QUERY ? narrow : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

async function showToast(message: string, store = createStore()) {
  render(
    <AppProviders store={store}>
      <p>page</p>
    </AppProviders>,
  );
  act(() => {
    notify.info(message);
  });
  return screen.findByRole('alert');
}

describe('AppToastContainer', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('puts toasts at the bottom on a phone, clear of the header, and announces them', async () => {
    setViewportNarrow(true);
    const toast = await showToast('Welcome to our homepage!');
    expect(toast).toHaveTextContent('Welcome to our homepage!');
    const region = toast.closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--bottom-center',
    );
  });

  it('names the container and the close button in the page language, and the button closes', async () => {
    setViewportNarrow(false);
    const store = createStore();
    store.set(languageAtom, 'hi');
    const toast = await showToast('कार्ट में डाल दिया', store);
    expect(screen.getByRole('region', { name: 'सूचनाएँ' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'बंद करें' }));
    // Closing starts its exit animation (jsdom never ends it).
    await waitFor(() => expect(toast).toHaveAttribute('data-in', 'false'));
  });

  it('keeps toasts at the top right on wider screens', async () => {
    setViewportNarrow(false);
    const toast = await showToast('Saved');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
  });
});

describe('AppToastContainer and its stylesheet', () => {
  it('shows a toast asked for before the container mounted', async () => {
    notify.success('Asked for early');
    render(
      <AppProviders store={createStore()}>
        <p>page</p>
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Asked for early');
  });

  // A toast drawn before its stylesheet was restyled on screen when the file came, and for a
  // visitor who asks for reduced motion it could then close at once (AppToastContainer).
  it.each(['load', 'error'] as const)(
    'shows a toast only once the stylesheet has settled (%s)',
    async (event) => {
      forgetToastsLibrary();
      document.head.innerHTML = '';
      const settleStylesheet = holdToastStylesheet();
      render(
        <AppProviders store={createStore()}>
          <p>page</p>
        </AppProviders>,
      );
      notify.info('Welcome!');
      // The library has come and its container is drawn; the stylesheet is linked, not yet in.
      await screen.findByRole('region', { name: 'Notifications' });
      expect(document.head.querySelector('link[data-toast-stylesheet]')).not.toBeNull();
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByRole('alert')).toBeNull();

      // Loaded, or failed to: the toast is shown then (in a plain look of the site's own).
      act(() => settleStylesheet(event));
      expect(await screen.findByRole('alert')).toHaveTextContent('Welcome!');
    },
  );
});

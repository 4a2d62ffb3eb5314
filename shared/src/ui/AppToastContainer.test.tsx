import { act, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { AppProviders } from './AppProviders';
import { NARROW_SCREEN_QUERY } from './AppToastContainer';
import { notify } from './notify';

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

async function showToast(message: string) {
  render(
    <AppProviders store={createStore()}>
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
});

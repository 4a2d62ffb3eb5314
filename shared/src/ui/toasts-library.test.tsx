// react-toastify comes after the page's first paint (docs/decisions/toasts-after-first-paint.md):
// asked for at the visitor's first input, or once the first screen has come (load, a settling time,
// the largest picture drawn, idle), or by the first toast. The jsdom setup loads it before every file; these tests start from before it
// was asked for.
import { StrictMode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { AppProviders } from './AppProviders';
import { holdForLargestPicture } from './largest-picture';
import { notify } from './notify';
import { FIRST_SCREEN_SETTLE_MS } from './when-idle';
import { forgetToastsLibrary, loadToastsLibrary, toastsLibraryIfLoaded } from './toasts-library';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

const page = (
  <AppProviders store={createStore()}>
    <p>page</p>
  </AppProviders>
);

beforeEach(() => {
  forgetToastsLibrary();
  // Linked with the library by the jsdom setup.
  document.head.querySelector('link[data-toast-stylesheet]')?.remove();
  // Still loading: only the page's load event or a toast asks for the library.
  setReadyState('loading');
});

afterEach(() => {
  setReadyState('complete');
  jest.useRealTimers();
});

it('is asked for only once the first screen has come: load, a settling time, then idle', async () => {
  jest.useFakeTimers();
  render(page);
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(toastsLibraryIfLoaded()).toBeUndefined();
  expect(document.querySelector('.Toastify')).toBeNull();
  expect(document.head.querySelector('link[data-toast-stylesheet]')).toBeNull();

  setReadyState('complete');
  window.dispatchEvent(new Event('load'));
  // jsdom has no requestIdleCallback: the fallback's 200 ms.
  await act(() => jest.advanceTimersByTimeAsync(FIRST_SCREEN_SETTLE_MS + 199));
  expect(toastsLibraryIfLoaded()).toBeUndefined();
  expect(document.head.querySelector('link[data-toast-stylesheet]')).toBeNull();
  await act(() => jest.advanceTimersByTimeAsync(1));
  jest.useRealTimers();
  await screen.findByRole('region', { name: 'Notifications' });
  expect(toastsLibraryIfLoaded()).toBeDefined();
  expect(document.head.querySelector('link[data-toast-stylesheet]')).not.toBeNull();
});

it("waits for the page's largest picture too, when one is loading", async () => {
  // On a slow connection the toasts' files shared the line with it (largest-picture.ts).
  jest.useFakeTimers();
  render(page);
  setReadyState('complete');
  window.dispatchEvent(new Event('load'));
  await act(() => jest.advanceTimersByTimeAsync(FIRST_SCREEN_SETTLE_MS - 100));
  // A list's first picture, drawn once the list's answer has come.
  const releaseLargest = holdForLargestPicture();
  await act(() => jest.advanceTimersByTimeAsync(100 + 1000));
  expect(toastsLibraryIfLoaded()).toBeUndefined();
  expect(document.head.querySelector('link[data-toast-stylesheet]')).toBeNull();
  releaseLargest();
  await act(() => jest.advanceTimersByTimeAsync(200));
  jest.useRealTimers();
  await screen.findByRole('region', { name: 'Notifications' });
});

it("is asked for at the visitor's first input, before the first screen has settled", async () => {
  render(page);
  expect(document.head.querySelector('link[data-toast-stylesheet]')).toBeNull();
  fireEvent.pointerDown(document.body);
  expect(document.head.querySelector('link[data-toast-stylesheet]')).not.toBeNull();
  await screen.findByRole('region', { name: 'Notifications' });
});

it("asks for the library for a toast only once the page's largest picture is drawn", async () => {
  const releaseLargest = holdForLargestPicture();
  render(page);
  notify.info('Welcome!');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.head.querySelector('link[data-toast-stylesheet]')).toBeNull();
  expect(toastsLibraryIfLoaded()).toBeUndefined();
  releaseLargest();
  expect(await screen.findByRole('alert')).toHaveTextContent('Welcome!');
});

it('asks for its stylesheet at the same moment, not once the library has come', async () => {
  // Toasts wait for both (AppToastContainer): one after the other they came a round trip later.
  const loading = loadToastsLibrary();
  expect(document.head.querySelector('link[data-toast-stylesheet]')).not.toBeNull();
  expect(toastsLibraryIfLoaded()).toBeUndefined();
  await loading;
});

it('shows toasts asked for before it came, in order, each with the id given at once', async () => {
  render(page);
  expect(toastsLibraryIfLoaded()).toBeUndefined();
  const first = notify.success('Added to cart!');
  const second = notify.error('Could not update the quantity');
  expect([typeof first, typeof second]).toEqual(['string', 'string']);
  expect(first).not.toBe(second);
  const toasts = await screen.findAllByRole('alert');
  // Wide screen: the newest on top.
  expect(toasts.map((toast) => toast.textContent)).toEqual([
    'Could not update the quantity',
    'Added to cart!',
  ]);
});

it('shows a toast asked for twice with one id once, as StrictMode runs an effect twice', async () => {
  render(<StrictMode>{page}</StrictMode>);
  notify.info('Welcome!', { toastId: 'welcome' });
  notify.info('Welcome!', { toastId: 'welcome' });
  expect(await screen.findAllByRole('alert')).toHaveLength(1);
});

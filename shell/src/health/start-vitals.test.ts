import { INLINE_DATA_ELEMENT_ID, inlineDataScript } from '@marketplace/shared/config';
import { VITALS_DELAY_MS, startVitals } from './start-vitals';

const observeVitals = jest.fn();
const load = jest.fn(async () => ({ observeVitals }));
let cancel: () => void = () => undefined;

function withRate(vitalsSampleRate: number) {
  document.head.insertAdjacentHTML('beforeend', inlineDataScript({ vitalsSampleRate }));
}

beforeEach(() => {
  jest.useFakeTimers();
  load.mockClear();
  observeVitals.mockClear();
});
afterEach(() => {
  cancel();
  jest.useRealTimers();
  document.getElementById(INLINE_DATA_ELEMENT_ID)?.remove();
});

it(`loads the vitals' library ${VITALS_DELAY_MS / 1000} s after load, once`, async () => {
  withRate(1);
  // jsdom's document has loaded: the delay runs from now.
  cancel = startVitals(load, () => 0.5);
  await jest.advanceTimersByTimeAsync(VITALS_DELAY_MS - 1);
  expect(load).not.toHaveBeenCalled();
  // Then when the browser is idle (jsdom has no requestIdleCallback: 200 ms later).
  await jest.advanceTimersByTimeAsync(201);
  expect(load).toHaveBeenCalledTimes(1);
  expect(observeVitals).toHaveBeenCalledTimes(1);
  // Not at the visitor's input, which wants the next page's bytes.
  window.dispatchEvent(new Event('pointerdown'));
  await jest.advanceTimersByTimeAsync(VITALS_DELAY_MS * 2);
  expect(load).toHaveBeenCalledTimes(1);
});

it('leaves out the page loads outside the sample, and every one without inline data', async () => {
  withRate(0.25);
  cancel = startVitals(load, () => 0.25);
  await jest.advanceTimersByTimeAsync(VITALS_DELAY_MS * 2);
  expect(load).not.toHaveBeenCalled();

  document.getElementById(INLINE_DATA_ELEMENT_ID)?.remove();
  cancel = startVitals(load, () => 0);
  await jest.advanceTimersByTimeAsync(VITALS_DELAY_MS * 2);
  expect(load).not.toHaveBeenCalled();
});

it('costs the page nothing when the library fails to download', async () => {
  withRate(1);
  const failing = jest.fn(() => Promise.reject(new Error('offline')));
  cancel = startVitals(failing, () => 0);
  await jest.advanceTimersByTimeAsync(VITALS_DELAY_MS + 500);
  expect(failing).toHaveBeenCalledTimes(1);
});

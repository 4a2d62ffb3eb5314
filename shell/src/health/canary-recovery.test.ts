import { INLINE_DATA_ELEMENT_ID, inlineDataScript } from '@marketplace/shared/config';
import { CHECK_FOR_MS, CHECK_INTERVAL_MS, recoverFromCanary } from './canary-recovery';

const CANARY = '20261130T080000.000Z-ca4a7y0';
const STABLE = '20261129T080000.000Z-5tab1e0';
const pageNaming = (realestate: string) =>
  `<!doctype html><html><head>${inlineDataScript({ releases: { realestate } })}</head></html>`;
const reload = jest.fn();
let stop: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  reload.mockClear();
  sessionStorage.clear();
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(), configurable: true });
  document.head.insertAdjacentHTML(
    'beforeend',
    inlineDataScript({ releases: { realestate: CANARY } }),
  );
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  document.getElementById(INLINE_DATA_ELEMENT_ID)?.remove();
});

it('reloads once the page at / gives this visitor another release of the failed remote', async () => {
  const page = jest
    .fn()
    .mockResolvedValueOnce(pageNaming(CANARY))
    .mockResolvedValueOnce(pageNaming(STABLE));
  stop = recoverFromCanary('realestate', { reload, page });

  await jest.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
  expect(reload).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(page).toHaveBeenCalledTimes(2);

  // The reloaded page, should it fail again, never reloads a second time.
  stop = recoverFromCanary('realestate', { reload, page });
  await jest.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('stops asking after a while when the canary stays', async () => {
  const page = jest.fn().mockResolvedValue(pageNaming(CANARY));
  stop = recoverFromCanary('realestate', { reload, page });
  await jest.advanceTimersByTimeAsync(CHECK_FOR_MS + CHECK_INTERVAL_MS * 3);
  const asked = page.mock.calls.length;
  await jest.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 10);
  expect(page).toHaveBeenCalledTimes(asked);
  expect(asked).toBeLessThanOrEqual(CHECK_FOR_MS / CHECK_INTERVAL_MS + 1);
  expect(reload).not.toHaveBeenCalled();
});

it('keeps asking through a failed request', async () => {
  const page = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(undefined)
    .mockResolvedValueOnce(pageNaming(STABLE));
  stop = recoverFromCanary('realestate', { reload, page });
  await jest.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
  expect(reload).toHaveBeenCalledTimes(1);
});

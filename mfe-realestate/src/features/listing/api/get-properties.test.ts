import { firstRequestOf } from '@marketplace/shared/boot';
import { filtersFromSearch } from '../filters';
import { preloadProperties } from './get-properties';

const fetchSpy = jest.fn(async () => ({
  ok: true,
  status: 200,
  text: async () => '{"success":true,"data":[]}',
}));

beforeEach(() => {
  fetchSpy.mockClear();
  global.fetch = fetchSpy as unknown as typeof fetch;
});

it("asks, arriving without a query, the very URL the shell's first script preloads", () => {
  // A different URL would leave the shell's preload unused and ask the server twice.
  preloadProperties(filtersFromSearch(new URLSearchParams('')));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect(fetchSpy.mock.calls[0]).toEqual([
    firstRequestOf('/real-estate'),
    expect.objectContaining({ method: 'GET' }),
  ]);
});

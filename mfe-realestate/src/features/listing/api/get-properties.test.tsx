import { act, render } from '@testing-library/react';
import { firstRequestOf } from '@marketplace/shared/boot';
import { aPage, aProperty } from '../../../testing/properties';
import { filtersFromSearch } from '../filters';
import { preloadProperties, useProperties } from './get-properties';

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

it('draws an answer that came before the page in its first render, and does not ask again', async () => {
  const answer = aPage([aProperty({ id: 7 })]);
  fetchSpy.mockResolvedValueOnce({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(answer),
  });
  const filters = filtersFromSearch(new URLSearchParams('bedrooms=3'));
  preloadProperties(filters);
  // The answer arrives while the page's code is still on its way.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  const renders: unknown[] = [];
  function Listing() {
    renders.push(useProperties(filters).data);
    return null;
  }
  render(<Listing />);
  expect(renders[0]).toEqual(answer); // cards at once, not a spinner first
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

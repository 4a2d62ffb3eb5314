import { act, render } from '@testing-library/react';
import { firstRequestOf } from '@marketplace/shared/boot';
import { aProperty } from '../../../testing/properties';
import { preloadProperty, useProperty } from './get-property';

it("draws a property fetched on arrival in the page's first render, and does not ask again", async () => {
  const property = aProperty({ id: 42 });
  const fetchSpy = jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ success: true, data: property }),
  }));
  global.fetch = fetchSpy as unknown as typeof fetch;
  preloadProperty('42');
  // The answer arrives while the page's chunk is still on its way.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  const renders: unknown[] = [];
  function Detail() {
    renders.push(useProperty('42').data);
    return null;
  }
  render(<Detail />);
  expect(renders[0]).toEqual(property); // the page at once, not its spinner first
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  // The very URL the shell's first script preloads (apps.json firstRequests): a different one
  // would leave that preload unused and ask the server twice.
  expect(fetchSpy.mock.calls[0]).toEqual([
    firstRequestOf('/property-details/42'),
    expect.anything(),
  ]);
  expect(firstRequestOf('/property-details/42')).toBe('/api/v1/getPropertyById/42');
});

// The toasts' stylesheet is a file the container links once, first in <head> as the library's own
// style element was, so the site's overrides that follow it win. It comes with the library, after
// the page's first paint (toasts-library.ts).
import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { AppProviders } from './AppProviders';
import { loadToastsLibrary } from './toasts-library';

it('links the toasts stylesheet once, before the page styles', async () => {
  document.head.innerHTML = '<style id="page-styles"></style>';
  const page = (
    <AppProviders store={createStore()}>
      <p>page</p>
    </AppProviders>
  );
  render(page);
  render(page);
  await act(() => loadToastsLibrary());
  const links = document.head.querySelectorAll('link[rel="stylesheet"]');
  expect(links).toHaveLength(1);
  expect(links[0]?.getAttribute('href')).toBe('test-file-stub');
  expect(document.head.firstElementChild).toBe(links[0]);
});

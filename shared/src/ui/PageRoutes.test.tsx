import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PageRoutes } from './PageRoutes';
import { NOT_IN_THIS_RELEASE } from './skew-message';
import { theme } from './theme';

const pages = {
  '/real-estate': () => <h1>Listing</h1>,
  '/property-details/:id': () => <h1>One property</h1>,
  '/wishlist': () => <h1>Saved</h1>,
  '/post-property': () => <h1>Post</h1>,
  '/my-listings': () => <h1>Mine</h1>,
  '/saved-searches': () => <h1>Saved searches</h1>,
  '/saved-searches/unsubscribe/:token': () => <h1>Unsubscribe</h1>,
};

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <PageRoutes<'realestate'> pages={pages} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('PageRoutes', () => {
  it.each([
    ['/real-estate', 'Listing'],
    ['/property-details/7', 'One property'],
    ['/wishlist', 'Saved'],
  ])('renders the page of %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: heading })).toBeVisible();
  });

  it('says a path that is not one of its routes is not available yet (the shell is newer)', () => {
    renderAt('/real-estate/map');
    expect(screen.getByRole('heading', { name: NOT_IN_THIS_RELEASE.title })).toBeVisible();
    expect(screen.getByText(NOT_IN_THIS_RELEASE.text)).toBeVisible();
  });
});

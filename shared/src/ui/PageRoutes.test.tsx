import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageRoutes } from './PageRoutes';

const pages = {
  '/real-estate': () => <h1>Listing</h1>,
  '/property-details/:id': () => <h1>One property</h1>,
  '/wishlist': () => <h1>Saved</h1>,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageRoutes<'realestate'> pages={pages} />
    </MemoryRouter>,
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

  it('renders nothing for a path that is not one of its routes', () => {
    const { container } = renderAt('/elsewhere');
    expect(container).toBeEmptyDOMElement();
  });
});

import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PageRoutes } from './PageRoutes';

/** Stands for the shell's boundary around a remote: shows what the remote threw. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const pages = {
  '/real-estate': () => <h1>Listing</h1>,
  '/property-details/:id': () => <h1>One property</h1>,
  '/wishlist': () => <h1>Saved</h1>,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Boundary>
        <PageRoutes<'realestate'> pages={pages} />
      </Boundary>
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

  it("throws RouteNotInRelease for a path that is not one of its routes, for the shell's boundary", () => {
    // React logs what a boundary caught; the boundary's message is what this checks.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/real-estate/map');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'RouteNotInRelease: no page for /real-estate/map in this release',
    );
    logged.mockRestore();
  });
});

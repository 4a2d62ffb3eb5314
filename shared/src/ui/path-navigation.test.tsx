import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { PathLink, PathNavigationProvider } from './path-navigation';

/** The address and how the router got there. */
function Probe() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  return (
    <>
      <p aria-label="address">{pathname + search}</p>
      <p aria-label="navigation type">{type}</p>
    </>
  );
}

function renderAt(path: string, link: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PathNavigationProvider>
        <Probe />
        {link}
      </PathNavigationProvider>
    </MemoryRouter>,
  );
}

const address = () => screen.getByLabelText('address').textContent;

describe('PathLink', () => {
  it('is a hash-route link that navigates within the site as a new history entry', () => {
    renderAt('/', <PathLink to="/careers">Careers</PathLink>);
    const link = screen.getByRole('link', { name: 'Careers' });
    expect(link).toHaveAttribute('href', '#/careers');
    fireEvent.click(link);
    expect(address()).toBe('/careers');
    expect(screen.getByLabelText('navigation type')).toHaveTextContent('PUSH');
  });

  it('replaces the entry when it leads to the address already shown, as the router Link', () => {
    renderAt('/careers', <PathLink to="/careers">Careers</PathLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Careers' }));
    expect(screen.getByLabelText('navigation type')).toHaveTextContent('REPLACE');
  });

  it('leaves a modified click and a click its own handler prevented to the browser', () => {
    const prevent = (event: React.MouseEvent) => event.preventDefault();
    renderAt(
      '/',
      <>
        <PathLink to="/careers">Careers</PathLink>
        <PathLink to="/about" onClick={prevent}>
          About
        </PathLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Careers' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(address()).toBe('/');
  });

  it.each([
    ['/maintenance', 'within', 'page'],
    ['/maintenance/housekeeping-service', 'within', 'page'],
    ['/Maintenance', 'within', 'page'],
    ['/maintenance-plans', 'within', null],
    ['/maintenance/housekeeping-service', 'exact', null],
    ['/maintenance', undefined, null],
  ] as const)('on %s, a link to /maintenance marked %s is current: %s', (path, current, aria) => {
    renderAt(
      path,
      <PathLink to="/maintenance" current={current}>
        Maintenance
      </PathLink>,
    );
    const link = screen.getByRole('link', { name: 'Maintenance' });
    if (aria) expect(link).toHaveAttribute('aria-current', aria);
    else expect(link).not.toHaveAttribute('aria-current');
  });

  // That it re-renders for a new path only: shell/src/layout/Layout.test.tsx.
});

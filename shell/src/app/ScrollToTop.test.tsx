import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

/** One button per navigation the tests make. */
function Navigation() {
  const navigate = useNavigate();
  const go = (label: string, to: string | number) => (
    <button type="button" onClick={() => void navigate(to as string)}>
      {label}
    </button>
  );
  return (
    <>
      {go('about', '/about')}
      {go('back', -1)}
      {go('query', '/real-estate?bedrooms=3')}
      {go('section', '/real-estate?bedrooms=3#results')}
      {go('home query', '/?section=faq')}
    </>
  );
}

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Navigation />
    </MemoryRouter>,
  );
}
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

it('opens a new page at its top, not on the first page load', () => {
  renderAt('/');
  expect(scrollTo).not.toHaveBeenCalled();
  click('about');
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
});

it('leaves the position to the browser on Back and Forward', () => {
  renderAt('/');
  click('about');
  scrollTo.mockClear();
  click('back');
  expect(scrollTo).not.toHaveBeenCalled();
  // A query chosen after coming back is still the same page.
  click('home query');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('keeps the position when only the query or the section changes', () => {
  renderAt('/real-estate');
  click('query');
  click('section');
  expect(scrollTo).not.toHaveBeenCalled();
});

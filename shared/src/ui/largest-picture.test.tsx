// The page's largest picture is asked for first, the others once it is drawn
// (docs/decisions/pictures-after-the-largest.md).
import { useLayoutEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { forgetLargestPictures, LARGEST_PICTURE_MAX_WAIT_MS } from './largest-picture';
import { PropertyImage } from './property-image';

// By alt text: a picture that waits is hidden, out of the accessibility tree, until it comes.
const srcOf = (alt: string) => screen.getByAltText(alt).getAttribute('src');

const MAIN = '/uploads/properties/main.jpg';
const THUMB = '/uploads/properties/thumb.jpg';

function Gallery({ withLargest = true }: { withLargest?: boolean }) {
  return (
    <>
      {withLargest ? <PropertyImage url={MAIN} alt="main" sizes="100vw" priority /> : null}
      <PropertyImage url={THUMB} alt="thumbnail" sizes="88px" />
    </>
  );
}

/** jsdom has no decode() nor largest-paint reports: the wait for an unreported paint. */
async function afterItIsDrawn() {
  await act(() => jest.advanceTimersByTimeAsync(250));
}

beforeEach(() => {
  jest.useFakeTimers();
  forgetLargestPictures();
});
afterEach(() => jest.useRealTimers());

it('asks for the other pictures only once the largest has loaded and been drawn', async () => {
  render(<Gallery />);
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(srcOf('main')).toBe(MAIN);
  expect(srcOf('thumbnail')).toBeNull();
  // Its box is kept, without the broken-picture mark of an <img> without src.
  expect(screen.getByAltText('thumbnail')).toHaveStyle({
    visibility: 'hidden',
  });

  fireEvent.load(screen.getByRole('img', { name: 'main' }));
  await afterItIsDrawn();
  expect(srcOf('thumbnail')).toBe(THUMB);
  expect(screen.getByAltText('thumbnail')).not.toHaveStyle({
    visibility: 'hidden',
  });
});

it('lets them load when the largest picture fails', async () => {
  render(<Gallery />);
  fireEvent.error(screen.getByRole('img', { name: 'main' }));
  await afterItIsDrawn();
  expect(srcOf('thumbnail')).toBe(THUMB);
});

it('waits at most a few seconds for a largest picture that never comes', async () => {
  render(<Gallery />);
  await act(() => jest.advanceTimersByTimeAsync(LARGEST_PICTURE_MAX_WAIT_MS - 1));
  expect(srcOf('thumbnail')).toBeNull();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(srcOf('thumbnail')).toBe(THUMB);
});

it('asks for every picture at once on a page without a largest one', async () => {
  render(<Gallery withLargest={false} />);
  await act(() => Promise.resolve());
  expect(srcOf('thumbnail')).toBe(THUMB);
});

it('no longer holds the others back once the largest picture has left the page', async () => {
  const { rerender } = render(<Gallery />);
  rerender(<Gallery withLargest={false} />);
  await act(() => Promise.resolve());
  expect(srcOf('thumbnail')).toBe(THUMB);
});

it('asks at once for a picture that comes after a largest one was drawn (the next slide)', async () => {
  const { rerender } = render(<Gallery />);
  fireEvent.load(screen.getByRole('img', { name: 'main' }));
  await afterItIsDrawn();
  // Read in the commit that draws it, before any effect could give it its src a frame later.
  let srcWhenDrawn: string | null | undefined;
  function ReadsItsSrc() {
    useLayoutEffect(() => {
      srcWhenDrawn = screen.getByAltText('next slide').getAttribute('src');
    }, []);
    return null;
  }
  rerender(
    <>
      <Gallery />
      <PropertyImage url="/uploads/properties/next.jpg" alt="next slide" sizes="100vw" />
      <ReadsItsSrc />
    </>,
  );
  expect(srcWhenDrawn).toBe('/uploads/properties/next.jpg');
});

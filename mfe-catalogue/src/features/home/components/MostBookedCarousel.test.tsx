import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visibleCountFor } from '../hooks/use-viewport';
import { HOME_MESSAGES } from '../messages';
import { MostBookedCarousel } from './MostBookedCarousel';
import { ALL_ICONS } from '@marketplace/shared/icons';
import { SEEDED_CATALOGUE, renderWithProviders } from '@marketplace/test-support';

const BOOKABLE_SERVICES = SEEDED_CATALOGUE.home.services;

const originalWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      writable: true,
      value: width,
    });
    window.dispatchEvent(new Event('resize'));
  });
}

/** Names of the cards a visitor can see (off-screen cards are hidden from assistive tech). */
const visibleNames = () =>
  screen.queryAllByRole('link').map((link) => link.querySelector('strong')?.textContent);
const prev = () => screen.getByRole('button', { name: HOME_MESSAGES.previousServices });
const next = () => screen.getByRole('button', { name: HOME_MESSAGES.nextServices });
const dots = () => screen.queryAllByRole('button', { name: /Show services from position/ });

describe('visibleCountFor', () => {
  it.each([
    [1280, 4],
    [1024, 4],
    [1023, 3],
    [768, 3],
    [767, 2],
    [640, 2],
    [639, 1],
    [320, 1],
  ])('shows the right number of cards at %i px', (width, count) => {
    expect(visibleCountFor(width)).toBe(count);
  });
});

describe('MostBookedCarousel', () => {
  afterEach(() => resizeTo(originalWidth));

  const renderCarousel = (width: number) => {
    resizeTo(width);
    renderWithProviders(<MostBookedCarousel services={BOOKABLE_SERVICES} icons={ALL_ICONS} />);
  };

  it('shows all four services on a wide screen, with both buttons disabled and no dots', () => {
    renderCarousel(1200);
    expect(visibleNames()).toEqual(['Plumbing', 'Electrician', 'House cleaning', 'Water proofing']);
    expect(prev()).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(dots()).toHaveLength(0);
  });

  it('pages through three cards at 800 px and stops at the end', async () => {
    renderCarousel(800);
    expect(visibleNames()).toEqual(['Plumbing', 'Electrician', 'House cleaning']);
    expect(prev()).toBeDisabled();
    expect(dots()).toHaveLength(2);
    await userEvent.click(next());
    expect(visibleNames()).toEqual(['Electrician', 'House cleaning', 'Water proofing']);
    expect(next()).toBeDisabled();
    expect(prev()).toBeEnabled();
    expect(dots()[1]).toHaveAttribute('aria-current', 'true');
  });

  it('loads the first screenful of pictures at once and the others lazily', () => {
    renderCarousel(800);
    // Pictures have alt="" (the card names the service), so they are found by tag.
    const loading = Array.from(document.querySelectorAll('img')).map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
    // The first card's picture is the page's largest paint on a phone: asked for first.
    const priority = Array.from(document.querySelectorAll('img')).map((img) =>
      img.getAttribute('fetchpriority'),
    );
    expect(priority).toEqual(['high', null, null, null]);
  });

  it('shows one card at a time on a phone, without dots', async () => {
    renderCarousel(500);
    expect(visibleNames()).toEqual(['Plumbing']);
    expect(dots()).toHaveLength(0);
    for (let i = 0; i < 3; i += 1) await userEvent.click(next());
    expect(visibleNames()).toEqual(['Water proofing']);
    expect(next()).toBeDisabled();
  });

  it('clamps the position when the window grows', async () => {
    renderCarousel(500);
    for (let i = 0; i < 3; i += 1) await userEvent.click(next());
    resizeTo(700);
    expect(visibleNames()).toEqual(['House cleaning', 'Water proofing']);
    expect(next()).toBeDisabled();
    resizeTo(1100);
    expect(visibleNames()).toHaveLength(4);
    expect(prev()).toBeDisabled();
    resizeTo(500);
    // The position itself was clamped, not only what was shown.
    expect(visibleNames()).toEqual(['Plumbing']);
  });

  it('jumps with the dots', async () => {
    renderCarousel(700);
    expect(dots()).toHaveLength(3);
    await userEvent.click(dots()[2]!);
    expect(visibleNames()).toEqual(['House cleaning', 'Water proofing']);
  });

  it('links each card to its service page', () => {
    renderCarousel(1200);
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/services/plumbing',
      '/services/electrician',
      '/services/house-cleaning',
      '/services/water-proofing',
    ]);
  });

  it('replaces a failed image with an icon and name tile', () => {
    renderCarousel(1200);
    const link = screen.getByRole('link', { name: /Electrician/ });
    const img = link.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('svg[data-icon="BulbIcon"]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(link).getAllByText('Electrician')).toHaveLength(2);
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HERO_INTERVAL_MS, HOME_MESSAGES } from '../messages';
import { HeroSlider } from './HeroSlider';
import { SEEDED_CATALOGUE, renderWithProviders } from '@marketplace/test-support';

const HERO_SLIDES = SEEDED_CATALOGUE.home.slides;

const currentSlide = () =>
  screen.getByRole('group', { name: new RegExp(`of ${HERO_SLIDES.length}$`) });
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('HeroSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<HeroSlider slides={HERO_SLIDES} />);
    return user;
  };

  it('has the three seeded slides of the spec', () => {
    expect(HERO_SLIDES.map((s) => s.title)).toEqual([
      'Build your dream home',
      'Quality Construction',
      'Innovative Designs',
    ]);
    expect(HERO_INTERVAL_MS).toBe(5000);
  });

  it('advances every 5 seconds and wraps around to the first slide', () => {
    setup();
    expect(screen.getByText('Build your dream home')).toBeInTheDocument();
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(HERO_INTERVAL_MS - 1);
    expect(screen.getByText('Build your dream home')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Quality Construction')).toBeInTheDocument();
    advance(HERO_INTERVAL_MS);
    expect(screen.getByText('Innovative Designs')).toBeInTheDocument();
    advance(HERO_INTERVAL_MS);
    expect(screen.getByText('Build your dream home')).toBeInTheDocument();
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('goes back from the first slide to the last, forward, and jumps with the dots', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: HOME_MESSAGES.previousSlide }));
    expect(screen.getByText('Innovative Designs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: HOME_MESSAGES.nextSlide }));
    expect(screen.getByText('Build your dream home')).toBeInTheDocument();
    const dot = screen.getByRole('button', { name: HOME_MESSAGES.goToSlide(2) });
    await user.click(dot);
    expect(screen.getByText('Quality Construction')).toBeInTheDocument();
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  it('restarts the 5 second wait after a manual move', async () => {
    const user = setup();
    advance(4000);
    await user.click(screen.getByRole('button', { name: HOME_MESSAGES.nextSlide }));
    expect(screen.getByText('Quality Construction')).toBeInTheDocument();
    advance(4000);
    expect(screen.getByText('Quality Construction')).toBeInTheDocument();
    advance(1000);
    expect(screen.getByText('Innovative Designs')).toBeInTheDocument();
  });

  it('hides the dots below 640 px', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 639 });
    try {
      setup();
      expect(screen.queryByRole('button', { name: HOME_MESSAGES.goToSlide(1) })).toBeNull();
      expect(screen.getByRole('button', { name: HOME_MESSAGES.nextSlide })).toBeInTheDocument();
      act(() => {
        Object.defineProperty(window, 'innerWidth', { value: 640 });
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: 1024 });
    }
  });

  it('stops and resumes with the pause button', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: HOME_MESSAGES.pause }));
    advance(HERO_INTERVAL_MS * 3);
    expect(screen.getByText('Build your dream home')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: HOME_MESSAGES.play }));
    advance(HERO_INTERVAL_MS);
    expect(screen.getByText('Quality Construction')).toBeInTheDocument();
  });
});

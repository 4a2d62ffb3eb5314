import { fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { AppProviders, languageAtom, loadCatalogues } from '@marketplace/shared/ui';
import { SEEDED_CATALOGUE, renderWithProviders } from '@marketplace/test-support';
import { CheckCircleIcon, ClockIcon } from '@marketplace/shared/icons';
import { CataloguePicture } from './CataloguePicture';
import { DEFAULT_BADGE_COLOUR, badgeColour } from './badges';
import { StatsStrip } from './StatsStrip';
import { DesignCard } from './DesignCard';
import { TestimonialCard } from './TestimonialCard';
import HINDI from './messages.hi';

describe('CataloguePicture', () => {
  it('shows the image, then the fallback once the image fails', () => {
    render(
      <CataloguePicture
        src="/a.svg"
        alt="A tap"
        width={320}
        height={200}
        fallback={<span>Plumbing tile</span>}
      />,
    );
    const img = screen.getByRole('img', { name: 'A tap' });
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '200');
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: 'A tap' })).not.toBeInTheDocument();
    expect(screen.getByText('Plumbing tile')).toBeInTheDocument();
  });

  it('tries again when the source changes', () => {
    const { rerender } = render(
      <CataloguePicture src="/a.svg" alt="Pic" width={1} height={1} fallback="failed" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Pic' }));
    rerender(<CataloguePicture src="/b.svg" alt="Pic" width={1} height={1} fallback="failed" />);
    expect(screen.getByRole('img', { name: 'Pic' })).toHaveAttribute('src', '/b.svg');
  });
});

describe('StatsStrip', () => {
  it('lists every figure with its label and the icon its set has for it', () => {
    render(
      <AppProviders>
        <StatsStrip
          label="Homecare in numbers"
          icons={{ check: CheckCircleIcon, clock: ClockIcon }}
          stats={[
            { number: '15K+', label: 'Services Completed', icon: 'check' },
            { number: '24/7', label: 'Expert Support', icon: 'clock' },
          ]}
        />
      </AppProviders>,
    );
    const list = screen.getByRole('list', { name: 'Homecare in numbers' });
    expect(list).toHaveTextContent('15K+Services Completed');
    expect(list).toHaveTextContent('24/7Expert Support');
    const drawn = [...list.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-icon'));
    expect(drawn).toEqual(['CheckCircleIcon', 'ClockIcon']);
  });
});

describe('badgeColour', () => {
  it('gives each named badge its own colour and any other badge the default', () => {
    const named = [
      'Popular',
      'Premium',
      'New',
      'Trending',
      'Professional',
      'Space Saver',
      'Elegant',
      'Commercial',
    ];
    const colours = named.map(badgeColour);
    expect(new Set(colours).size).toBe(named.length);
    expect(colours).not.toContain(DEFAULT_BADGE_COLOUR);
    expect(badgeColour('Luxury')).toBe(DEFAULT_BADGE_COLOUR);
  });
});

describe('the cards in Hindi', () => {
  it("write their own words from the Hindi catalogue, the design's as its lister wrote them", async () => {
    await loadCatalogues('hi');
    const store = createStore();
    store.set(languageAtom, 'hi');
    const design = SEEDED_CATALOGUE.interior.designs[0]!;
    renderWithProviders(
      <>
        <DesignCard design={design} />
        <TestimonialCard
          testimonial={{
            key: 'testimonial:a',
            name: 'रवि',
            place: 'भोपाल',
            rating: 5,
            text: 'अच्छा',
          }}
        />
      </>,
      { store },
    );
    expect(screen.getByText(HINDI.projects(design.portfolio))).toBeInTheDocument();
    expect(screen.getByText(`(${HINDI.reviews(design.reviews)})`, { exact: false })).toBeVisible();
    expect(screen.getByText(HINDI.save('₹35,000'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: design.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: HINDI.stars(5) })).toBeInTheDocument();
    expect(screen.queryByText(/reviews|projects|Save/)).toBeNull();
  });
});

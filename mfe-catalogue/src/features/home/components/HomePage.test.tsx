import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_MESSAGES, HOME_SECTION_IDS } from '../messages';
import HomePage from './HomePage';
import { SEEDED_CATALOGUE, renderWithProviders } from '@marketplace/test-support';
import { primeCataloguePage } from '../../../lib/catalogue-data';
import { whatsappTextOf } from '../../../testing/site';
import { withSeededCatalogue } from '../../../testing/catalogue';

const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom has no layout, so it has no scrolling either.
  Element.prototype.scrollIntoView = scrollIntoView;
});

const renderHome = (route = '/') => renderWithProviders(<HomePage />, { route, path: '/' });
const section = (name: string) => screen.getByRole('region', { name });

withSeededCatalogue();
describe('HomePage', () => {
  it('welcomes the visitor once with a toast', async () => {
    renderHome();
    const toasts = await screen.findAllByRole('alert');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent(HOME_MESSAGES.welcome);
  });

  it('shows both stat sets', () => {
    renderHome();
    const stats = screen.getByRole('list', { name: HOME_MESSAGES.statsLabel });
    for (const text of [
      '50K+Happy Clients',
      '99.9%Success Rate',
      '24/7Support',
      '500+Expert Professionals',
    ]) {
      expect(stats).toHaveTextContent(text);
    }
    expect(
      screen.getByRole('heading', { name: HOME_MESSAGES.serviceStatsHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: HOME_MESSAGES.serviceStatsLabel })).toHaveTextContent(
      '10K+Maintenance Jobs Completed',
    );
  });

  it('shows the four showcase tiles', () => {
    renderHome();
    const showcase = section(HOME_MESSAGES.showcaseHeading);
    expect(
      within(showcase)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Premium Homecare', 'Bespoke Interior', 'Elite Construction', 'Pristine Cleaning']);
  });

  it('navigates to the route of an elite tile', async () => {
    renderHome();
    const elite = section(HOME_MESSAGES.eliteHeading);
    await userEvent.click(within(elite).getByRole('link', { name: /Turnkey Construction/ }));
    expect(screen.getByText('Navigated to /constructions')).toBeInTheDocument();
  });

  it('links the five category cards to their pages', () => {
    renderHome();
    const categories = section(HOME_MESSAGES.categoriesHeading);
    expect(
      within(categories)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/interior', '/real-estate', '/homecare', '/constructions', '/maintenance']);
  });

  it('shows a gallery of 8 lazily loaded images, the portfolio, the vision and the FAQ', () => {
    renderHome();
    // hidden: they wait, hidden, for the page's largest picture, which never loads in jsdom
    // (shared/src/ui/largest-picture.ts).
    const gallery = within(section(HOME_MESSAGES.galleryHeading)).getAllByRole('img', {
      hidden: true,
    });
    expect(gallery).toHaveLength(8);
    for (const img of gallery) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    expect(within(section(HOME_MESSAGES.portfolioHeading)).getAllByRole('listitem')).toHaveLength(
      6,
    );
    expect(screen.getByText(HOME_MESSAGES.vision)).toBeInTheDocument();
    expect(
      within(section(HOME_MESSAGES.faqHeading)).getAllByRole('button', { expanded: false }),
    ).toHaveLength(5);
  });

  it('hero buttons scroll to the services or lead to the contact page', async () => {
    renderHome();
    scrollIntoView.mockClear();
    await userEvent.click(screen.getByRole('button', { name: HOME_MESSAGES.exploreServices }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', HOME_SECTION_IDS.mostBooked);
    await userEvent.click(screen.getByRole('link', { name: HOME_MESSAGES.freeQuote }));
    expect(screen.getByText('Navigated to /contact')).toBeInTheDocument();
  });

  it('ends with a call to action: contact page and WhatsApp', () => {
    renderHome();
    const cta = section(HOME_MESSAGES.ctaHeading);
    expect(within(cta).getByRole('link', { name: HOME_MESSAGES.ctaContact })).toHaveAttribute(
      'href',
      '/contact',
    );
    const chat = within(cta).getByRole('link', { name: /WhatsApp/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(whatsappTextOf(chat.getAttribute('href'))).toBe(
      "Hi, I'm interested in your home service. Please share more details and pricing.",
    );
  });

  it('scrolls to the section named in the address, e.g. /#faq', async () => {
    scrollIntoView.mockClear();
    renderHome('/#faq');
    await act(async () => {});
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', HOME_SECTION_IDS.faq);
  });

  it('asks the five FAQ questions of the spec', async () => {
    renderHome();
    const faq = section(HOME_MESSAGES.faqHeading);
    const questions = within(faq)
      .getAllByRole('button')
      .map((b) => b.textContent?.toLowerCase());
    expect(questions).toHaveLength(5);
    ['premium', 'concierge booking', 'quality', 'pricing', 'emergency and priority'].forEach(
      (topic, i) => expect(questions[i]).toContain(topic),
    );
  });

  it('shows no testimonials section until one is published, then each with its stars', async () => {
    const { unmount } = renderHome();
    expect(screen.queryByRole('heading', { name: HOME_MESSAGES.testimonialsHeading })).toBeNull();
    unmount();
    primeCataloguePage('home', {
      ...SEEDED_CATALOGUE.home,
      testimonials: [
        {
          key: 'testimonial:meera',
          name: 'Meera Joshi',
          place: 'Jabalpur',
          text: 'The plumber came on time and fixed everything in an hour.',
          rating: 5,
        },
      ],
    });
    renderHome();
    const testimonials = await screen.findByRole('region', {
      name: HOME_MESSAGES.testimonialsHeading,
    });
    expect(testimonials).toHaveTextContent('The plumber came on time');
    expect(testimonials).toHaveTextContent('Meera Joshi, Jabalpur');
    expect(within(testimonials).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  });

  it('shows markup in published text as text', () => {
    const markup = '<img src=x onerror="alert(1)"> Monsoon <b>offers</b>';
    primeCataloguePage('home', {
      ...SEEDED_CATALOGUE.home,
      slides: [{ ...SEEDED_CATALOGUE.home.slides[0]!, title: markup }],
    });
    renderHome();
    expect(screen.getByText(markup)).toBeVisible();
    expect(document.querySelector('b, img[src="x"]')).toBeNull();
  });
});

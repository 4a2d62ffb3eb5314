import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEDED_CATALOGUE } from '@marketplace/test-support';

const CONSTRUCTION_PACKAGES = SEEDED_CATALOGUE.constructions.packages;
import {
  CONSTRUCTION_MESSAGES,
  CONSULTATION_WHATSAPP_TEXT,
  PACKAGES_STORAGE_KEY,
} from '../messages';
import { renderWithProviders } from '@marketplace/test-support';
import { whatsappTextOf } from '../../../testing/site';
import { CONSTRUCTION_ROUTES } from '../../../testing/construction-routes';
import { withSeededCatalogue } from '../../../testing/catalogue';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

withSeededCatalogue();
describe('ConstructionsPage', () => {
  it('shows the stats and the three packages with their prices, timelines, badges and value', () => {
    renderWithProviders(null, { route: '/constructions', routes: CONSTRUCTION_ROUTES });

    const stats = screen.getByRole('list', { name: 'Our construction record' });
    for (const figure of ['500+', '98%', '15+', '100%']) {
      expect(within(stats).getByText(figure)).toBeInTheDocument();
    }

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const [platinum, gold, silver] = cards;
    expect(within(platinum!).getByText('₹2,500 - ₹3,000 per sq ft')).toBeInTheDocument();
    expect(within(platinum!).getByText('Timeline: 12-18 months')).toBeInTheDocument();
    expect(within(platinum!).getByText('ULTRA LUXURY')).toBeInTheDocument();
    expect(within(platinum!).getByText('Premium Value')).toBeInTheDocument();
    expect(within(gold!).getByText('POPULAR CHOICE')).toBeInTheDocument();
    expect(within(gold!).getByText('Best Value')).toBeInTheDocument();
    expect(within(silver!).getByText('₹1,200 - ₹1,500 per sq ft')).toBeInTheDocument();
    expect(within(silver!).getByText('Great Start')).toBeInTheDocument();
    expect(within(silver!).getByText('+5 more features')).toBeInTheDocument();
  });

  it('opens a package at the singular lower-case dashed route when its card is clicked', async () => {
    renderWithProviders(null, { route: '/constructions', routes: CONSTRUCTION_ROUTES });

    await userEvent.click(screen.getByRole('heading', { name: /Gold Package/ }));

    expect(screen.getByLabelText('Current address')).toHaveTextContent(
      '/construction/gold-package',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gold Package' }),
    ).toBeInTheDocument();
  });

  it('links View Platinum Details and each card to the package routes', () => {
    renderWithProviders(null, { route: '/constructions', routes: CONSTRUCTION_ROUTES });

    expect(
      screen.getByRole('link', { name: CONSTRUCTION_MESSAGES.viewPlatinumDetails }),
    ).toHaveAttribute('href', '/construction/platinum-package');
    expect(screen.getByRole('link', { name: 'View Details of Silver Package' })).toHaveAttribute(
      'href',
      '/construction/silver-package',
    );
  });

  it('moves to the packages when the hero button is pressed', async () => {
    renderWithProviders(null, { route: '/constructions', routes: CONSTRUCTION_ROUTES });

    await userEvent.click(screen.getByRole('button', { name: CONSTRUCTION_MESSAGES.viewPackages }));

    expect(
      screen.getByRole('heading', { name: CONSTRUCTION_MESSAGES.packagesHeading }),
    ).toHaveFocus();
  });

  it('opens a WhatsApp consultation in a new tab', () => {
    renderWithProviders(null, { route: '/constructions', routes: CONSTRUCTION_ROUTES });

    const link = screen.getByRole('link', { name: CONSTRUCTION_MESSAGES.freeConsultation });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(whatsappTextOf(link.getAttribute('href'))).toBe(CONSULTATION_WHATSAPP_TEXT);
  });

  it('saves the packages in local storage', () => {
    renderWithProviders(null, { route: '/constructions', routes: CONSTRUCTION_ROUTES });

    const saved = JSON.parse(window.localStorage.getItem(PACKAGES_STORAGE_KEY) ?? '[]') as {
      key: string;
    }[];
    expect(saved.map((p) => p.key)).toEqual(CONSTRUCTION_PACKAGES.map((p) => p.key));
  });

  it('only warns when local storage refuses the packages', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderWithProviders(null, { route: '/constructions', routes: CONSTRUCTION_ROUTES });

    expect(warn).toHaveBeenCalledWith(
      CONSTRUCTION_MESSAGES.storageWarning,
      expect.any(DOMException),
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('ConstructionsPage images', () => {
  it('replaces a package image that fails with a tile naming the package', () => {
    renderWithProviders(null, { route: '/constructions', routes: CONSTRUCTION_ROUTES });

    const [platinum] = screen.getAllByRole('article');
    const image = platinum!.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(platinum!).queryByText('Platinum Package', { selector: 'span' })).toBeNull();
    fireEvent.error(image!);

    expect(platinum!.querySelector('img')).toBeNull();
    expect(
      within(platinum!).getByText('Platinum Package', { selector: 'span' }),
    ).toBeInTheDocument();
  });
});

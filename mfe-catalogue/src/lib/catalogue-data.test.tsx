import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstRequestOf } from '@marketplace/shared/boot';
import { routesOf } from '@marketplace/shared/config';
import {
  SEEDED_CATALOGUE,
  apiCalls,
  apiError,
  mockApi,
  mockCataloguePage,
  renderWithProviders,
} from '@marketplace/test-support';
import { LANGUAGES } from '@marketplace/shared/contracts-core';
import { homePageAnswer } from '@marketplace/shared/contracts-catalogue';
import { CatalogueContent } from '../components/CatalogueContent';
import { cataloguePageUrl, contentOfPath, forgetCataloguePages } from './catalogue-data';
import { CATALOGUE_DATA_MESSAGES as M } from './catalogue-data-messages';

beforeEach(() => forgetCataloguePages());

/** The home page as published again with one new slide title. */
const republished = {
  ...SEEDED_CATALOGUE.home,
  version: 2,
  slides: [{ ...SEEDED_CATALOGUE.home.slides[0]!, title: 'Monsoon offers' }],
};

function SlideTitles() {
  return (
    <CatalogueContent page="home" answer={homePageAnswer}>
      {(home) => (
        <ul aria-label="Slides">
          {home.slides.map((slide) => (
            <li key={slide.key}>{slide.title}</li>
          ))}
        </ul>
      )}
    </CatalogueContent>
  );
}

describe('the catalogue pages read what is published', () => {
  it('asks for each page the very URL the shell preloads (apps.json firstRequests), in each language', () => {
    for (const route of routesOf('catalogue')) {
      const path = route.replace(/:\w+/g, 'some-name');
      const page = contentOfPath(path);
      for (const language of LANGUAGES) {
        expect([route, language, firstRequestOf(path, language)]).toEqual([
          route,
          language,
          page ? `/api/v1${cataloguePageUrl(page, language)}` : null,
        ]);
      }
    }
  });

  it.each([
    ['/', 'home'],
    ['/Homecare', 'homecare'],
    ['/maintenance/security-service', 'maintenance'],
    ['/construction/platinum-package', 'constructions'],
    ['/interior-design/sleek-modular-kitchen', 'interior'],
    ['/careers', undefined],
  ])('starts reading %s on arrival as %s', (path, page) => {
    expect(contentOfPath(path)).toBe(page);
  });

  it('shows a spinner while the page is read, then its content, asking once without a token', async () => {
    mockCataloguePage('home');
    renderWithProviders(<SlideTitles />, { session: undefined });
    expect(screen.getByRole('status', { name: M.loading })).toBeVisible();
    expect(await screen.findByText('Build your dream home')).toBeVisible();
    const calls = apiCalls('GET', '/catalogue/home');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('says what went wrong and reads again on Try again', async () => {
    mockApi('GET', '/catalogue/home', apiError(503, 'The service is briefly unavailable.'), {
      once: true,
    });
    mockCataloguePage('home');
    renderWithProviders(<SlideTitles />);
    expect(await screen.findByRole('heading', { name: M.errorTitle })).toBeVisible();
    expect(screen.getByText('The service is briefly unavailable.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByText('Quality Construction')).toBeVisible();
  });

  it('refuses an answer it cannot draw, and reads again when the page is shown again later', async () => {
    mockApi(
      'GET',
      '/catalogue/home',
      { body: { success: true, version: 1, slides: 'nope' } },
      {
        once: true,
      },
    );
    const first = renderWithProviders(<SlideTitles />);
    expect(await screen.findByRole('heading', { name: M.errorTitle })).toBeVisible();
    first.unmount();
    mockCataloguePage('home', republished);
    renderWithProviders(<SlideTitles />);
    expect(await screen.findByText('Monsoon offers')).toBeVisible();
  });

  it('draws a page shown again at once from what was read, then the newer publish', async () => {
    mockCataloguePage('home');
    const first = renderWithProviders(<SlideTitles />);
    await screen.findByText('Build your dream home');
    first.unmount();

    jest.useFakeTimers({ now: Date.now() + 60_000, doNotFake: ['setTimeout', 'queueMicrotask'] });
    try {
      mockCataloguePage('home', republished);
      renderWithProviders(<SlideTitles />);
      // What was read is drawn at once, then replaced by the new version.
      expect(screen.getByText('Build your dream home')).toBeVisible();
      expect(await screen.findByText('Monsoon offers')).toBeVisible();
      await waitFor(() => expect(apiCalls('GET', '/catalogue/home')).toHaveLength(2));
    } finally {
      jest.useRealTimers();
    }
  });
});

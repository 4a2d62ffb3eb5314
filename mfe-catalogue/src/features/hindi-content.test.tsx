// The catalogue's content in Hindi: a Hindi page reads its content with `?lang=hi` (where the api
// has put the admin's Hindi texts, English where an item has none) and draws what it gets.
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { languageAtom, loadCatalogues } from '@marketplace/shared/ui';
import {
  SEEDED_CATALOGUE,
  apiCalls,
  mockApi,
  renderWithProviders,
} from '@marketplace/test-support';
import HomecarePage from './homecare/components/HomecarePage';
import { forgetCataloguePages, primeCataloguePage } from '../lib/catalogue-data';

jest.setTimeout(15_000);

const ENGLISH = SEEDED_CATALOGUE.homecare;
const [first, second] = ENGLISH.services;
/** The first item translated by the admin, the second not (the api sent its English). */
const HINDI = {
  ...ENGLISH,
  services: ENGLISH.services.map((service, index) =>
    index === 0
      ? { ...service, name: 'जनरल पेस्ट कंट्रोल', description: 'बिना गंध वाला जेल और स्प्रे।' }
      : service,
  ),
};

function serveBothLanguages() {
  mockApi('GET', '/catalogue/homecare', (call) => ({
    body: call.query.get('lang') === 'hi' ? HINDI : ENGLISH,
  }));
}

async function store(language: 'en' | 'hi') {
  await loadCatalogues('hi');
  const made = createStore();
  made.set(languageAtom, language);
  return made;
}

beforeEach(() => forgetCataloguePages());

it('reads a Hindi page its content in Hindi, and draws an item without Hindi in English', async () => {
  serveBothLanguages();
  renderWithProviders(<HomecarePage />, { route: '/homecare', store: await store('hi') });
  expect(await screen.findByRole('heading', { name: 'जनरल पेस्ट कंट्रोल' })).toBeInTheDocument();
  expect(screen.getByText('बिना गंध वाला जेल और स्प्रे।')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: second?.name })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: first?.name })).toBeNull();
  expect(apiCalls('GET', '/catalogue/homecare').map((call) => call.query.get('lang'))).toEqual([
    'hi',
  ]);
});

it('keeps the English content on screen after a switch to Hindi until the Hindi arrives', async () => {
  primeCataloguePage('homecare', ENGLISH);
  let answer: (() => void) | undefined;
  mockApi(
    'GET',
    '/catalogue/homecare',
    () =>
      new Promise((resolve) => {
        answer = () => resolve({ body: HINDI });
      }),
  );
  const english = await store('en');
  renderWithProviders(<HomecarePage />, { route: '/homecare', store: english });
  expect(screen.getByRole('heading', { name: first?.name })).toBeInTheDocument();

  act(() => english.set(languageAtom, 'hi'));
  expect(await screen.findByRole('heading', { name: first?.name })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: /loading|लोड/i })).toBeNull();
  await act(async () => answer?.());
  expect(await screen.findByRole('heading', { name: 'जनरल पेस्ट कंट्रोल' })).toBeInTheDocument();
});

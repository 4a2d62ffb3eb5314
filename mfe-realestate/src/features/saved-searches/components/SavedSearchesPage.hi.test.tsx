// The saved searches' pages in Hindi: the list, each search's filters in words, its new count,
// rename and delete, and the unsubscribe link's page come from the Hindi catalogues; a search's
// name is the account's own.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@marketplace/shared/contracts-properties';
import { mockApi, renderWithProviders, storeSession } from '@marketplace/test-support';
import { hindiStore } from '../../../testing/hindi-store';
import SavedSearchesPage from './SavedSearchesPage';
import UnsubscribePage from './UnsubscribePage';

const search: SavedSearch = {
  id: 7,
  name: 'जबलपुर में 2 BHK',
  query:
    'amenities=Lift&bedrooms=2&location=jabalpur&price_range=mid&property_type=apartment&purpose=rent',
  alerts: true,
  new_count: 3,
  seen_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-14T10:00:00.000Z',
};

it('lists the saved searches in Hindi, their filters in words, and asks before deleting', async () => {
  storeSession();
  mockApi('GET', '/saved-searches', { body: { success: true, data: [search] } });
  renderWithProviders(<SavedSearchesPage />, {
    route: '/saved-searches',
    path: '/saved-searches',
    store: await hindiStore(),
  });
  const card = (await screen.findByRole('heading', { name: search.name })).closest('article')!;
  expect(screen.getByRole('heading', { level: 1, name: 'सेव की गई खोजें' })).toBeVisible();
  expect(within(card).getByText('3 नई लिस्टिंग')).toBeVisible();
  for (const phrase of [
    'किराये के लिए',
    'लिफ़्ट',
    '2 BHK',
    'Jabalpur',
    'मिड (₹15,000 - ₹40,000/महीना)',
    'फ़्लैट',
  ]) {
    expect(within(card).getByText(phrase)).toBeVisible();
  }
  expect(within(card).getByText('14 नवंबर 2026 को सेव की गई')).toBeVisible();
  expect(within(card).getByRole('link', { name: 'लिस्टिंग देखें' })).toBeVisible();
  expect(within(card).getByRole('checkbox', { name: 'नई लिस्टिंग मुझे ईमेल करें' })).toBeChecked();
  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'नाम बदलें' }));
  await user.clear(within(card).getByLabelText('नाम'));
  await user.click(within(card).getByRole('button', { name: 'सेव करें' }));
  expect(within(card).getByRole('alert')).toHaveTextContent('खोज को कोई नाम दें');
  await user.click(within(card).getByRole('button', { name: 'रहने दें' }));
  await user.click(within(card).getByRole('button', { name: 'डिलीट करें' }));
  expect(within(card).getByRole('group', { name: 'डिलीट करें' })).toHaveTextContent(
    '"जबलपुर में 2 BHK" डिलीट करें? इसके ईमेल बंद हो जाएँगे।',
  );
});

it('asks in Hindi before stopping e-mails from the unsubscribe link', async () => {
  mockApi('GET', '/saved-searches/unsubscribe/tok123', {
    body: { success: true, data: { name: 'Villas', alerts: true } },
  });
  renderWithProviders(<UnsubscribePage />, {
    route: '/saved-searches/unsubscribe/tok123',
    path: '/saved-searches/unsubscribe/:token',
    store: await hindiStore(),
  });
  expect(
    await screen.findByRole('heading', { name: '"Villas" की नई लिस्टिंग के ईमेल बंद करें?' }),
  ).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'सेव की गई खोज के ईमेल' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'ये ईमेल बंद करें' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'सेव की गई खोजें देखें' })).toBeVisible();
});

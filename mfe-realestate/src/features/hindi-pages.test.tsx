// The buyer's and tenant's pages in Hindi: with Hindi chosen, the listing, a property's page and
// the saved properties show their texts, the listing's labels, its price in lakh and crore and
// its dates from the Hindi catalogues, and the forms' checks in Hindi.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@marketplace/test-support';
import RealestateRoutes from '../app/routes';
import { cardCatalogue } from '../components/catalogue';
import CARDS from '../components/messages.hi';
import { hindiStore } from '../testing/hindi-store';
import { aPage, aProperty } from '../testing/properties';
import { listingCatalogue } from './listing/catalogue';
import LISTING from './listing/messages.hi';
import { detailCatalogue } from './property-detail/catalogue';
import DETAIL from './property-detail/messages.hi';
import { wishlistCatalogue } from './wishlist/catalogue';
import WISHLIST from './wishlist/messages.hi';

jest.setTimeout(20_000);

async function inHindi() {
  // Every catalogue of these pages, defined before the download (as the switch finds them).
  expect([cardCatalogue, listingCatalogue, detailCatalogue, wishlistCatalogue]).toHaveLength(4);
  return hindiStore();
}

const rental = aProperty({
  id: 9,
  purpose: 'rent',
  price: '₹25,000/month',
  price_value: 25_000,
  deposit: '₹75,000',
  deposit_value: 75_000,
  available_from: '2026-11-30T20:00:00.000Z',
  suits: 'family',
  rera_number: 'P-JBP-26-1234',
});

it('shows the listing in Hindi: tabs, filters, counts, cards and the budget box’s complaint', async () => {
  const user = userEvent.setup();
  mockApi('GET', '/getAllProperties', { body: aPage([aProperty({ id: 5 })], 30) });
  renderWithProviders(<RealestateRoutes />, {
    route: '/real-estate',
    path: null,
    store: await inHindi(),
  });
  expect(screen.getByRole('heading', { level: 1, name: LISTING.listing.heading })).toBeVisible();
  const tabs = screen.getByRole('group', { name: LISTING.listing.purposeLabel });
  expect(within(tabs).getByRole('button', { name: 'खरीदें' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(tabs).getByRole('button', { name: 'किराये पर लें' })).toBeInTheDocument();
  expect(await screen.findByText('30 में से 1 प्रॉपर्टी')).toBeInTheDocument();

  const sidebar = screen.getByRole('complementary', { name: 'फ़िल्टर' });
  const types = within(sidebar).getByRole('group', { name: 'प्रॉपर्टी का प्रकार' });
  expect(within(types).getByRole('button', { name: /^इंडिपेंडेंट हाउस/ })).toBeInTheDocument();
  expect(within(sidebar).getByRole('button', { name: /^मिड \(₹50 लाख - ₹1 करोड़\)/ })).toBeVisible();

  const card = screen.getByRole('link', { name: 'Skyline Residency 5' }).closest('article');
  expect(within(card as HTMLElement).getByText('₹85 लाख')).toBeInTheDocument();
  expect(
    within(card as HTMLElement).getByText('फ़्लैट · सेमी-फ़र्निश्ड · रेडी टू मूव · एजेंट ने पोस्ट की'),
  ).toBeInTheDocument();
  expect(within(card as HTMLElement).getByText('1,700 वर्ग फ़ीट')).toBeInTheDocument();

  const min = within(sidebar).getByRole('textbox', { name: LISTING.listing.budgetMin });
  await user.type(min, '30-50L');
  expect(await within(sidebar).findByRole('alert')).toHaveTextContent(
    LISTING.listing.budgetUnreadable,
  );
  await user.clear(min);
  await user.type(min, '1.5');
  expect(await within(sidebar).findByRole('alert')).toHaveTextContent(LISTING.listing.budgetWhole);
});

it('shows a rental’s page in Hindi: its labels, rent, deposit, date, floor and a check', async () => {
  const user = userEvent.setup();
  mockApi('GET', '/getPropertyById/9', { body: { success: true, data: rental } });
  mockApi('POST', '/properties/9/views', { body: { success: true } });
  renderWithProviders(<RealestateRoutes />, {
    route: '/property-details/9',
    path: null,
    store: await inHindi(),
  });
  const panel = await screen.findByRole('complementary', { name: DETAIL.details });
  expect(within(panel).getByText('₹25,000/महीना')).toBeInTheDocument();
  expect(within(panel).getByText(CARDS.facts.reraBadge)).toBeInTheDocument();
  const fact = (label: string) => within(panel).getByText(label).nextElementSibling;
  expect(fact('प्रकार')).toHaveTextContent('फ़्लैट');
  expect(fact('डिपॉज़िट')).toHaveTextContent('₹75,000');
  // 20:00 UTC on 30 November is 1 December in India.
  expect(fact('कब से उपलब्ध')).toHaveTextContent('1 दिसंबर 2026');
  expect(fact('किसके लिए')).toHaveTextContent('परिवार');
  expect(fact('मंज़िल')).toHaveTextContent('14 में से 6');
  expect(fact('किसने पोस्ट की')).toHaveTextContent('एजेंट');
  expect(fact(DETAIL.listed)).toHaveTextContent('2 अक्टूबर 2026');
  expect(screen.getByRole('heading', { level: 2, name: DETAIL.about })).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: DETAIL.scheduleVisit }));
  const dialog = await screen.findByRole('dialog', { name: DETAIL.form.visitTitle(rental.name) });
  await user.click(within(dialog).getByRole('button', { name: DETAIL.form.request }));
  expect(await within(dialog).findByText('नाम भरना ज़रूरी है')).toBeInTheDocument();
  expect(within(dialog).getByText('तारीख भरना ज़रूरी है')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(DETAIL.form.phone), '12');
  await user.click(within(dialog).getByRole('button', { name: DETAIL.form.request }));
  expect(await within(dialog).findByText('फ़ोन सही नहीं है')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: DETAIL.form.close })).toBeInTheDocument();
});

it('shows the saved properties in Hindi, and the heart’s toast', async () => {
  const user = userEvent.setup();
  localStorage.setItem('wishlist', JSON.stringify([9]));
  mockApi('GET', '/getPropertyById/9', { body: { success: true, data: rental } });
  renderWithProviders(<RealestateRoutes />, {
    route: '/wishlist',
    path: null,
    store: await inHindi(),
  });
  expect(await screen.findByRole('heading', { name: WISHLIST.heading })).toBeInTheDocument();
  expect(await screen.findByText(WISHLIST.count(1))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: CARDS.property.unsave(rental.name) }));
  expect(await screen.findByText(CARDS.property.wishlistRemoved)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: WISHLIST.emptyTitle })).toBeInTheDocument(),
  );
});

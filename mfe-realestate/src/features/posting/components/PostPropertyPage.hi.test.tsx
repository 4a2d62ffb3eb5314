// Post your property in Hindi: the steps, labels, options, checks and price come from the Hindi
// catalogues; the api's Hindi messages land beside the field they name, as the English ones do.
import { fireEvent, screen, within } from '@testing-library/react';
import {
  FakeXhr,
  apiError,
  installFakeXhr,
  mockApi,
  picture,
  renderWithProviders,
  storeSession,
  testUser,
} from '@marketplace/test-support';
import { aListing } from '../../../testing/my-listings';
import { hindiStore } from '../../../testing/hindi-store';
import PostPropertyPage from './PostPropertyPage';

installFakeXhr();

async function open(route: string) {
  storeSession();
  mockApi('GET', '/profile', { body: { success: true, user: testUser() } });
  mockApi('GET', '/my-listings/9', { body: { success: true, data: aListing() } });
  renderWithProviders(<PostPropertyPage />, {
    route,
    path: '/post-property',
    store: await hindiStore(),
  });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'सेव करें और आगे बढ़ें' }));

it('walks the steps in Hindi, with the listing words in Hindi', async () => {
  await open('/post-property');
  expect(await screen.findByRole('heading', { name: 'जानकारी' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'अपनी प्रॉपर्टी पोस्ट करें' })).toBeVisible();
  expect(screen.getByRole('list', { name: '5 में से स्टेप 1' })).toHaveTextContent('दाम और संपर्क');
  expect(screen.getByRole('radio', { name: 'किराये पर देनी है' })).toBeChecked();
  const type = screen.getByLabelText(/प्रॉपर्टी का प्रकार/);
  expect(within(type).getByRole('option', { name: 'फ़्लैट' })).toHaveValue('apartment');
  expect(screen.getByRole('checkbox', { name: 'पावर बैकअप' })).not.toBeChecked();
  fireEvent.change(type, { target: { value: 'apartment' } });
  fireEvent.change(screen.getByLabelText(/लिस्टिंग का नाम/), { target: { value: 'Gwarighat Nest' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'लिफ़्ट' }));
  next();
  const xhr = FakeXhr.last as FakeXhr;
  // The values stay the api's (English), whatever the page's language.
  expect(xhr.body?.get('amenities')).toBe('Lift');
  expect(screen.getByRole('button', { name: 'सेव हो रहा है...' })).toBeDisabled();
  await xhr.answer(201, { success: true, msg: 'ड्राफ़्ट सेव हो गया', data: aListing({ id: 12 }) });
  expect(await screen.findByRole('heading', { name: 'जगह' })).toBeVisible();
  expect(screen.getByLabelText(/मोहल्ला और शहर/)).toBeVisible();
});

it('refuses a file that is not a picture in Hindi, and shows the upload progress in Hindi', async () => {
  await open('/post-property?id=9&step=pictures');
  const input = await screen.findByLabelText('फ़ोटो जोड़ें');
  fireEvent.change(input, { target: { files: [picture('deed.pdf', 'application/pdf')] } });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'फ़ोटो: सिर्फ़ JPEG, PNG, GIF या WebP फ़ाइल चलेगी',
  );
  fireEvent.change(input, { target: { files: [picture('hall.png')] } });
  next();
  (FakeXhr.last as FakeXhr).progress(40, 100);
  expect(screen.getByRole('progressbar', { name: 'अपलोड की प्रगति' })).toHaveAttribute(
    'value',
    '40',
  );
  expect(screen.getByText('फ़ोटो अपलोड हो रही हैं: 40%')).toBeVisible();
});

it("shows the preview's price in Hindi, and takes the lister to the field a Hindi answer names", async () => {
  mockApi('POST', '/my-listings/9/submit', apiError(400, 'आपका फ़ोन नंबर ज़रूरी है'));
  await open('/post-property?id=9&step=preview');
  const preview = await screen.findByRole('article', { name: 'प्रीव्यू' });
  expect(within(preview).getByText('₹18,000/महीना')).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'रिव्यू के लिए भेजें' }));
  await (FakeXhr.last as FakeXhr).answer(200, { success: true, data: aListing() });
  expect(await screen.findByRole('heading', { name: 'दाम और संपर्क' })).toBeVisible();
  expect(screen.getByLabelText(/आपका फ़ोन नंबर/)).toHaveAccessibleDescription(
    expect.stringContaining('आपका फ़ोन नंबर ज़रूरी है'),
  );
});

it("shows the preview's facts in the page's words: type, area, furnishing, amenities", async () => {
  await open('/post-property?id=9&step=preview');
  const preview = await screen.findByRole('article', { name: 'प्रीव्यू' });
  const fact = (label: string) => within(preview).getByText(label).nextElementSibling;
  expect(fact('प्रकार')).toHaveTextContent('फ़्लैट');
  expect(within(preview).getByText('1,700 वर्ग फ़ीट')).toBeVisible();
  expect(fact('फ़र्निशिंग')).toHaveTextContent('सेमी-फ़र्निश्ड');
  expect(fact('पज़ेशन')).toHaveTextContent('रेडी टू मूव');
  expect(within(preview).getByText(/पार्किंग · लिफ़्ट · पावर बैकअप/)).toBeVisible();
  expect(within(preview).queryByText(/sq ft|Apartment|Semi-furnished/)).not.toBeInTheDocument();
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  FakeXhr,
  apiCalls,
  apiError,
  installFakeXhr,
  mockApi,
  picture,
  renderWithProviders,
  storeSession,
  testUser,
} from '@marketplace/test-support';
import { aListing } from '../../../testing/my-listings';
import { POSTING_TEXT } from '../posting-text';
import PostPropertyPage from './PostPropertyPage';

installFakeXhr();

/** Opens the page logged in, as a reload after login finds the session. */
function open(route: string) {
  storeSession();
  mockApi('GET', '/profile', { body: { success: true, user: testUser() } });
  return renderWithProviders(<PostPropertyPage />, { route, path: '/post-property' });
}

/** The first step, once the stored session has been checked. */
async function openNew() {
  open('/post-property');
  await screen.findByRole('heading', { name: POSTING_TEXT.steps.details });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: POSTING_TEXT.next }));
const field = (label: string | RegExp) => screen.getByLabelText(label);

describe('Post your property', () => {
  it('sends a visitor without a session to log in, to come back here', () => {
    renderWithProviders(<PostPropertyPage />, { route: '/post-property', path: '/post-property' });
    expect(screen.getByText('Navigated to /login?redirect=%2Fpost-property')).toBeInTheDocument();
  });

  it('starts a draft on the server when leaving the first step, and names it in the address', async () => {
    await openNew();
    fireEvent.change(field(/Property type/), { target: { value: 'apartment' } });
    fireEvent.change(field(/Name of the listing/), { target: { value: 'Gwarighat Nest' } });
    fireEvent.change(field(/Area/), { target: { value: '950' } });
    next();
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/my-listings']);
    expect(xhr.headers.Authorization).toBe('Bearer tok-asha');
    expect(xhr.body?.get('name')).toBe('Gwarighat Nest');
    expect(xhr.body?.get('purpose')).toBe('rent');
    expect(xhr.body?.get('area')).toBe('950');
    expect(screen.getByRole('button', { name: POSTING_TEXT.saving })).toBeDisabled();
    await xhr.answer(201, { success: true, msg: 'Draft saved', data: aListing({ id: 12 }) });
    const location = await screen.findByRole('heading', { name: POSTING_TEXT.steps.location });
    await waitFor(() => expect(location).toHaveFocus());
    expect(screen.getByRole('note', { name: 'Current address' })).toHaveTextContent(
      '/post-property?id=12&step=location',
    );
  });

  it('resumes a draft at the step in its address, with what was saved', async () => {
    mockApi('GET', '/my-listings/9', { body: { success: true, data: aListing() } });
    open('/post-property?id=9&step=price');
    expect(await screen.findByRole('heading', { name: POSTING_TEXT.steps.price })).toBeVisible();
    expect(field(/Monthly rent/)).toHaveValue('18000');
    expect(field(/Deposit/)).toHaveValue('54000');
    expect(field(/Your phone number/)).toHaveValue('98260 55555');
    fireEvent.change(field(/Monthly rent/), { target: { value: '20k' } });
    next();
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/v1/my-listings/9']);
    expect(xhr.body?.get('price')).toBe('20k');
    expect(xhr.body?.get('keepImages')).toBe('/uploads/properties/nest-1280.webp');
    expect(xhr.body?.get('version')).toBe('1');
  });

  it("says so when the address names a listing that is not the account's, and saves nothing", async () => {
    mockApi('GET', '/my-listings/44', apiError(404, 'Listing not found', 'NOT_FOUND'));
    open('/post-property?id=44&step=price');
    expect(await screen.findByRole('heading', { name: POSTING_TEXT.loadFailed })).toBeVisible();
    expect(screen.getByText('Listing not found')).toBeVisible();
    expect(screen.queryByRole('button', { name: POSTING_TEXT.next })).not.toBeInTheDocument();
  });

  it("shows the api's message beside the field it names, and stays on the step", async () => {
    mockApi('GET', '/my-listings/9', { body: { success: true, data: aListing() } });
    open('/post-property?id=9&step=details');
    await screen.findByRole('heading', { name: POSTING_TEXT.steps.details });
    fireEvent.change(field(/Area/), { target: { value: '-5' } });
    next();
    await (FakeXhr.last as FakeXhr).answer(400, {
      success: false,
      msg: 'Area must be a positive number',
      code: 'VALIDATION_ERROR',
    });
    expect(field(/Area/)).toHaveAccessibleDescription('Area must be a positive number');
    expect(field(/Area/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: POSTING_TEXT.steps.details })).toBeVisible();
  });

  it('shows the upload progress of new pictures', async () => {
    mockApi('GET', '/my-listings/9', { body: { success: true, data: aListing() } });
    open('/post-property?id=9&step=pictures');
    const input = await screen.findByLabelText(POSTING_TEXT.addPictures);
    fireEvent.change(input, { target: { files: [picture('hall.png')] } });
    next();
    const xhr = FakeXhr.last as FakeXhr;
    expect((xhr.body?.getAll('imageFile') as File[]).map((f) => f.name)).toEqual(['hall.png']);
    xhr.progress(40, 100);
    const bar = screen.getByRole('progressbar', { name: POSTING_TEXT.uploadProgress });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByText(POSTING_TEXT.uploading(40))).toBeVisible();
    const saved = aListing({ images: ['/a.webp', '/b.webp'] });
    await xhr.answer(200, { success: true, msg: 'Draft saved', data: saved });
    expect(await screen.findByRole('heading', { name: POSTING_TEXT.steps.preview })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    mockApi('GET', '/my-listings/9', { body: { success: true, data: aListing() } });
    open('/post-property?id=9&step=pictures');
    const input = await screen.findByLabelText(POSTING_TEXT.addPictures);
    fireEvent.change(input, { target: { files: [picture('deed.pdf', 'application/pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Images must be JPEG, PNG, GIF or WebP');
  });

  it('sends the listing for review from the preview, then shows My listings', async () => {
    mockApi('GET', '/my-listings/9', { body: { success: true, data: aListing() } });
    const sent = aListing({ status: 'pending' });
    mockApi('POST', '/my-listings/9/submit', {
      body: { success: true, msg: 'Sent for review.', data: sent },
    });
    open('/post-property?id=9&step=preview');
    const preview = await screen.findByRole('article', { name: POSTING_TEXT.steps.preview });
    expect(within(preview).getByText('₹18,000/month')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: POSTING_TEXT.submit }));
    await (FakeXhr.last as FakeXhr).answer(200, { success: true, data: aListing() });
    expect(await screen.findByText('Navigated to /my-listings')).toBeInTheDocument();
    expect(apiCalls('POST', '/my-listings/9/submit')).toHaveLength(1);
  });

  it("takes the lister to the step of what the review refuses, with the api's words", async () => {
    mockApi('GET', '/my-listings/9', { body: { success: true, data: aListing() } });
    mockApi('POST', '/my-listings/9/submit', apiError(400, 'Your phone number is required'));
    open('/post-property?id=9&step=preview');
    await screen.findByRole('article', { name: POSTING_TEXT.steps.preview });
    fireEvent.click(screen.getByRole('button', { name: POSTING_TEXT.submit }));
    await (FakeXhr.last as FakeXhr).answer(200, { success: true, data: aListing() });
    expect(await screen.findByRole('heading', { name: POSTING_TEXT.steps.price })).toBeVisible();
    expect(field(/Your phone number/)).toHaveAccessibleDescription(
      expect.stringContaining('Your phone number is required'),
    );
  });

  it("shows the api's refusal of the account above the form", async () => {
    await openNew();
    fireEvent.change(field(/Name of the listing/), { target: { value: 'Flat' } });
    next();
    await (FakeXhr.last as FakeXhr).answer(409, {
      success: false,
      msg: 'You have 5 drafts, the most an account can keep.',
      code: 'LIMIT_REACHED',
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You have 5 drafts'));
  });
});

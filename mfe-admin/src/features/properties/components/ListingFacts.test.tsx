import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeXhr, apiCalls, installFakeXhr, renderWithProviders } from '@marketplace/test-support';
import AdminRoutes from '../../../app/routes';
import { asManager, property } from '../../../testing/fixtures';
import { fill, fillRequired, openAdd } from '../../../testing/property-form';

installFakeXhr();

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Property' }));
const sent = () => Object.fromEntries((FakeXhr.last as FakeXhr).body?.entries() ?? []);

describe('the listing facts of the property form', () => {
  it('asks a rental for its monthly rent, deposit, date and tenants, and shows the band', async () => {
    const dialog = await openAdd();
    fillRequired(dialog);
    expect(within(dialog).queryByLabelText('Deposit')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'For rent' }));
    fill(dialog, /Monthly rent/, '25k');
    expect(within(dialog).getByLabelText(/Monthly rent/)).toHaveAccessibleDescription(
      'e.g. 25k or ₹25,000. Price band: Mid (₹15k - ₹40k/month)',
    );
    save(dialog);
    expect(within(dialog).getByLabelText(/Suits/)).toHaveAccessibleDescription(
      'Suits is required for a rental',
    );
    expect(FakeXhr.last).toBeUndefined();

    fill(dialog, 'Deposit', '₹75,000');
    fill(dialog, /Available from/, '2026-12-20');
    fill(dialog, /Suits/, 'family');
    save(dialog);
    expect(sent()).toMatchObject({
      purpose: 'rent',
      price: '25k',
      deposit: '₹75,000',
      availableFrom: '2026-12-20',
      suits: 'family',
    });
    // The band is the server's to work out: the form never sends one.
    expect(sent()).not.toHaveProperty('priceRange');
  });

  it('keeps a rental’s fields while open, but sends none of them for a sale', async () => {
    const dialog = await openAdd();
    fillRequired(dialog, { price: '85 L' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'For rent' }));
    fill(dialog, 'Deposit', '50k');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'For sale' }));
    expect(within(dialog).getByLabelText(/^Price/)).toHaveAccessibleDescription(
      'e.g. ₹85 L, 1.2 Cr or 8500000. Price band: Mid (₹50L - ₹1Cr)',
    );
    save(dialog);
    expect(sent()).toMatchObject({ purpose: 'sale', price: '85 L' });
    expect(Object.keys(sent())).not.toEqual(expect.arrayContaining(['deposit']));
  });

  it('asks for the expected month only while under construction', async () => {
    const dialog = await openAdd();
    fillRequired(dialog);
    fill(dialog, /Possession/, 'under_construction');
    save(dialog);
    expect(within(dialog).getByLabelText(/Expected possession/)).toHaveAccessibleDescription(
      'Expected possession is required when under construction',
    );
    fill(dialog, /Expected possession/, '2027-06');
    fill(dialog, 'RERA number', 'P-JBP-24-1234');
    save(dialog);
    expect(sent()).toMatchObject({
      possession: 'under_construction',
      possessionBy: '2027-06',
      reraNumber: 'P-JBP-24-1234',
    });
  });

  it('leaves out furnishing for a plot, and bedrooms are optional for it', async () => {
    const dialog = await openAdd();
    fillRequired(dialog, { bedrooms: '' });
    fill(dialog, /Property type/, 'plot');
    expect(within(dialog).queryByLabelText(/Furnishing/)).toBeNull();
    expect(within(dialog).getByLabelText('Bedrooms')).not.toBeRequired();
    save(dialog);
    expect(sent()).toMatchObject({ propertyType: 'plot', bedrooms: '' });
  });

  it('checks floors and bathrooms before sending', async () => {
    const dialog = await openAdd();
    fillRequired(dialog);
    fill(dialog, 'Floor', '12');
    fill(dialog, 'Total floors', '10');
    fill(dialog, 'Bathrooms', 'two');
    save(dialog);
    expect(within(dialog).getByLabelText('Floor')).toHaveAccessibleDescription(
      '0 is the ground floor Floor must not be above the total floors',
    );
    expect(within(dialog).getByLabelText('Bathrooms')).toHaveAccessibleDescription(
      'Bathrooms must be a whole number from 0 to 20',
    );
    expect(FakeXhr.last).toBeUndefined();
  });

  it('prefills a rental as the api serves it', async () => {
    asManager([
      property(7, {
        purpose: 'rent',
        price: '₹25,000/month',
        price_value: 25_000,
        deposit: '₹75,000',
        deposit_value: 75_000,
        available_from: '2026-12-20',
        suits: 'bachelors',
      }),
    ]);
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sunrise Residency 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Property' });
    expect(within(dialog).getByRole('radio', { name: 'For rent' })).toBeChecked();
    expect(within(dialog).getByLabelText(/Monthly rent/)).toHaveValue('₹25,000');
    expect(within(dialog).getByLabelText('Deposit')).toHaveValue('₹75,000');
    expect(within(dialog).getByLabelText(/Suits/)).toHaveValue('bachelors');
  });
});

describe('the Properties tab for sale and for rent', () => {
  it('lists and counts the rentals when asked, with the rent bands and average rent', async () => {
    asManager();
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    await screen.findByText('1,234');
    fireEvent.change(screen.getByLabelText('Sale or rent'), { target: { value: 'rent' } });
    await waitFor(() =>
      expect(apiCalls('GET', '/getAllProperties').at(-1)?.query.get('purpose')).toBe('rent'),
    );
    expect(apiCalls('GET', '/admin/stats').at(-1)?.query.get('purpose')).toBe('rent');
    expect(await screen.findByText('Average rent')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Budget (under ₹15k/month)' })).toBeInTheDocument();
  });
});

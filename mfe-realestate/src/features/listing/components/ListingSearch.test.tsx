// The search's own choices: Buy or Rent, every fact as a filter, budgets typed as people write
// them, the counts beside each option and all of it in the URL.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUPEES_UNREADABLE, zeroFacets } from '@marketplace/shared/contracts-properties';
import { apiCalls, mockApi, renderWithProviders } from '@marketplace/test-support';
import RealestateRoutes from '../../../app/routes';
import { aPage, aProperty } from '../../../testing/properties';
import { LISTING_TEXT } from '../messages';

const LIST = '/getAllProperties';
const address = () => screen.getByLabelText('Current address');
const lastQuery = () => apiCalls('GET', LIST).at(-1)?.query.toString();
const sidebar = () => screen.getByRole('complementary', { name: LISTING_TEXT.filters });

async function open(route: string, body = aPage([aProperty()])) {
  mockApi('GET', LIST, { body });
  renderWithProviders(<RealestateRoutes />, { route, path: null });
  await screen.findByText(/of .*propert/);
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('the listing search', () => {
  it('switches to Rent: rent bands, tenants and rent sorts, the sale budget left behind', async () => {
    const user = userEvent.setup();
    await open('/real-estate?price_range=mid&budget_max=9000000&type=villa');
    const purposes = screen.getByRole('group', { name: LISTING_TEXT.purposeLabel });
    expect(within(purposes).getByRole('button', { name: 'Buy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(sidebar()).queryByRole('group', { name: 'Tenants' })).not.toBeInTheDocument();

    await user.click(within(purposes).getByRole('button', { name: 'Rent' }));
    await waitFor(() =>
      expect(address()).toHaveTextContent('/real-estate?purpose=rent&type=villa'),
    );
    expect(lastQuery()).toBe('purpose=rent&type=villa&page=1&limit=24');
    expect(
      within(sidebar()).getByRole('button', { name: 'Mid (₹15k - ₹40k/month) (0)' }),
    ).toBeInTheDocument();
    const tenants = within(sidebar()).getByRole('group', { name: 'Tenants' });
    await user.click(within(tenants).getByRole('button', { name: 'Bachelors (0)' }));
    await waitFor(() =>
      expect(lastQuery()).toBe('purpose=rent&type=villa&suits=bachelors&page=1&limit=24'),
    );
    expect(screen.getByRole('option', { name: 'Rent: low to high' })).toBeInTheDocument();
  });

  it('reads a budget typed as 25k and sends rupees; shows it again as written', async () => {
    const user = userEvent.setup();
    await open('/real-estate?purpose=rent');
    const max = within(sidebar()).getByRole('textbox', { name: LISTING_TEXT.budgetMax });
    await user.type(max, '25k');
    await waitFor(() => expect(lastQuery()).toBe('purpose=rent&budget_max=25000&page=1&limit=24'));
    await waitFor(() =>
      expect(address()).toHaveTextContent('/real-estate?purpose=rent&budget_max=25000'),
    );
    const min = within(sidebar()).getByRole('textbox', { name: LISTING_TEXT.budgetMin });
    await user.type(min, '₹8,000');
    await waitFor(() =>
      expect(lastQuery()).toBe('purpose=rent&budget_min=8000&budget_max=25000&page=1&limit=24'),
    );
    expect(max).toHaveValue('25k');
  });

  it('says what cannot be read as an amount, and sends nothing for it', async () => {
    const user = userEvent.setup();
    await open('/real-estate');
    const min = within(sidebar()).getByRole('textbox', { name: LISTING_TEXT.budgetMin });
    await user.type(min, '30-50L');
    expect(await within(sidebar()).findByRole('alert')).toHaveTextContent(RUPEES_UNREADABLE);
    expect(min).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lastQuery()).toBe('page=1&limit=24');
    await user.clear(min);
    await user.type(min, '1.2Cr');
    await waitFor(() => expect(lastQuery()).toBe('budget_min=12000000&page=1&limit=24'));
    expect(within(sidebar()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads every filter from the URL, shows budgets as written, and sends them all', async () => {
    await open(
      '/real-estate?purpose=rent&budget_min=10000&budget_max=2500000&type=villa,apartment' +
        '&possession=ready&furnishing=furnished&suits=family&posted_by=owner,agent&baths_min=2&rera=true',
    );
    expect(lastQuery()).toBe(
      'purpose=rent&budget_min=10000&budget_max=2500000&type=villa%2Capartment&possession=ready' +
        '&furnishing=furnished&suits=family&posted_by=owner%2Cagent&baths_min=2&rera=true&page=1&limit=24',
    );
    expect(within(sidebar()).getByRole('textbox', { name: LISTING_TEXT.budgetMin })).toHaveValue(
      '10k',
    );
    expect(within(sidebar()).getByRole('textbox', { name: LISTING_TEXT.budgetMax })).toHaveValue(
      '25L',
    );
    expect(within(sidebar()).getByRole('checkbox', { name: /RERA registered only/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (8)' })).toBeInTheDocument();
  });

  it('chooses several types and listers; any of them matches', async () => {
    const user = userEvent.setup();
    await open('/real-estate');
    const types = within(sidebar()).getByRole('group', { name: 'Property type' });
    await user.click(within(types).getByRole('button', { name: 'Villa (0)' }));
    await user.click(within(types).getByRole('button', { name: 'Plot (0)' }));
    await waitFor(() => expect(lastQuery()).toBe('type=villa%2Cplot&page=1&limit=24'));
    await user.click(within(types).getByRole('button', { name: 'Villa (0)' }));
    await waitFor(() => expect(lastQuery()).toBe('type=plot&page=1&limit=24'));
    await user.click(within(types).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(lastQuery()).toBe('page=1&limit=24'));
  });

  it('shows the counts beside each option, and "about" when the api estimated them', async () => {
    const facets = zeroFacets();
    facets.type.villa = 12;
    facets.posted_by.owner = 3400;
    facets.rera.true = 7;
    facets.location.noida = 45;
    await open('/real-estate', { ...aPage([aProperty()], 1), facets });
    expect(within(sidebar()).getByRole('button', { name: 'Villa (12)' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: 'Owner (3,400)' })).toBeInTheDocument();
    expect(
      within(sidebar()).getByRole('checkbox', { name: 'RERA registered only (7)' }),
    ).toBeInTheDocument();
    expect(within(sidebar()).getByRole('option', { name: 'Noida (45)' })).toBeInTheDocument();
  });

  it('says a total and counts are estimates when the api says so', async () => {
    const facets = zeroFacets();
    facets.type.villa = 1200;
    await open('/real-estate', { ...aPage([aProperty()], 250000), facets, approximate: true });
    expect(screen.getByText('1 of about 2,50,000 properties')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: 'Villa (~1,200)' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CATALOGUE_MESSAGES,
  SUBSCRIPTION_DATE_MESSAGES,
  addDays,
  todayInIndia,
} from '@marketplace/shared/contracts';
import type { CataloguePrice } from '@marketplace/shared/catalogue-schemas';
import { apiCalls, apiError, mockApi, renderWithProviders } from '@marketplace/test-support';
import {
  CART_BUTTON_MESSAGES,
  ENQUIRY_DIALOG_MESSAGES as M,
  PRICE_ACTION_MESSAGES,
} from './messages';
import { PriceAction } from './PriceAction';

const item = (kind: CataloguePrice['kind'], amount: number, unit: string) => ({
  key: 'maintenance:security-service',
  kind: 'maintenance',
  name: 'Security Service',
  price: { kind, amount, upTo: null, unit },
});

const renderAction = (price: ReturnType<typeof item>) =>
  renderWithProviders(<PriceAction item={price} />, {
    route: '/maintenance/x',
    path: '/maintenance/x',
  });

describe('PriceAction', () => {
  it('offers Add to cart for a price per visit, and nothing else', () => {
    renderAction(item('fixed', 500, 'per visit'));
    expect(screen.getByRole('button', { name: CART_BUTTON_MESSAGES.add })).toBeVisible();
    expect(screen.queryByRole('button', { name: PRICE_ACTION_MESSAGES.subscribe })).toBeNull();
  });

  it('subscribes to a monthly service from a start date, as an enquiry, never the cart', async () => {
    const user = userEvent.setup();
    mockApi('POST', '/enquiries', {
      status: 201,
      body: { success: true, msg: CATALOGUE_MESSAGES.subscriptionReceived },
    });
    renderAction(item('monthly', 15000, 'per month'));
    expect(screen.queryByRole('button', { name: CART_BUTTON_MESSAGES.add })).toBeNull();
    await user.click(screen.getByRole('button', { name: PRICE_ACTION_MESSAGES.subscribe }));

    const dialog = await screen.findByRole('dialog', {
      name: M.subscriptionTitle('Security Service'),
    });
    expect(dialog).toHaveTextContent('₹15,000 per month');
    await user.click(within(dialog).getByRole('button', { name: M.send }));
    expect(within(dialog).getByText(SUBSCRIPTION_DATE_MESSAGES.required)).toBeVisible();
    expect(within(dialog).getByText('Name is required')).toBeVisible();
    expect(apiCalls('POST', '/enquiries')).toHaveLength(0);

    const start = addDays(todayInIndia(), 3);
    const date = within(dialog).getByLabelText(M.startDate);
    expect(date).toHaveAttribute('min', addDays(todayInIndia(), 1));
    await user.type(date, start);
    await user.type(within(dialog).getByLabelText(M.name), 'Asha Verma');
    await user.type(within(dialog).getByLabelText(M.phone), '98765 43210');
    await user.type(within(dialog).getByLabelText(M.note), 'Night shift');
    await user.click(within(dialog).getByRole('button', { name: M.send }));

    expect(await screen.findByText(CATALOGUE_MESSAGES.subscriptionReceived)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiCalls('POST', '/enquiries').map((call) => call.body)).toEqual([
      {
        type: 'subscription',
        item_key: 'maintenance:security-service',
        start_date: start,
        name: 'Asha Verma',
        phone: '98765 43210',
        note: 'Night shift',
      },
    ]);
    expect(apiCalls().filter((call) => call.path.startsWith('/cart'))).toEqual([]);
  });

  it('asks for a quote for a "from" price and keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    mockApi('POST', '/enquiries', apiError(429, 'Too many requests, please try again later.'), {
      once: true,
    });
    mockApi('POST', '/enquiries', {
      status: 201,
      body: { success: true, msg: CATALOGUE_MESSAGES.quoteReceived },
    });
    renderAction(item('from', 1200, 'per day'));
    await user.click(screen.getByRole('button', { name: PRICE_ACTION_MESSAGES.quote }));
    const dialog = await screen.findByRole('dialog', { name: M.quoteTitle('Security Service') });
    expect(dialog).toHaveTextContent('from ₹1,200 per day');
    expect(within(dialog).queryByLabelText(M.startDate)).toBeNull();
    await user.type(within(dialog).getByLabelText(M.name), 'Rohit');
    await user.type(within(dialog).getByLabelText(M.phone), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: M.send }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests');
    expect(within(dialog).getByLabelText(M.name)).toHaveValue('Rohit');
    await user.click(within(dialog).getByRole('button', { name: M.send }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.quoteReceived)).toBeVisible();
    expect(apiCalls('POST', '/enquiries').at(-1)?.body).toMatchObject({
      type: 'quote',
      name: 'Rohit',
    });
  });
});

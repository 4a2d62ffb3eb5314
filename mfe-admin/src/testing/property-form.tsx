// The property form's test kit: the form opened and filled (its upload is test-support's FakeXhr).
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@marketplace/test-support';
import AdminRoutes from '../app/routes';
import { asManager } from './fixtures';

export async function openAdd() {
  asManager();
  renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Property' }));
  // The form is its own chunk: the first opening waits for it.
  return screen.findByRole('dialog', { name: 'Add Property' });
}

export const fill = (dialog: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

/** The required fields of a sale, filled so that only what a test changes decides the outcome. */
export function fillRequired(
  dialog: HTMLElement,
  { bedrooms = '3 BHK', area = '1500', price = '1.2 Cr' } = {},
) {
  fill(dialog, /Property name/, 'Lake View');
  fill(dialog, /Location/, 'Noida');
  fill(dialog, /Property type/, 'apartment');
  fill(dialog, /Posted by/, 'owner');
  fill(dialog, /Price/, price);
  fill(dialog, /Possession/, 'ready');
  fill(dialog, /Furnishing/, 'unfurnished');
  fill(dialog, /Bedrooms/, bedrooms);
  fill(dialog, /Area/, area);
}

import { screen } from '@testing-library/react';
import ReviewsPage from './ReviewsPage';
import { renderWithProviders } from '@marketplace/test-support';

it('shows the Reviews Page placeholder', () => {
  renderWithProviders(<ReviewsPage />, { route: '/reviews' });

  expect(screen.getByRole('heading', { level: 1, name: 'Reviews Page' })).toBeInTheDocument();
});

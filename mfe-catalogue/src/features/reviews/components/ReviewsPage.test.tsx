import { screen } from '@testing-library/react';
import { renderPage } from '../../../components/test-utils';
import ReviewsPage from './ReviewsPage';

it('shows the Reviews Page placeholder', () => {
  renderPage(<ReviewsPage />, { route: '/reviews' });

  expect(screen.getByRole('heading', { level: 1, name: 'Reviews Page' })).toBeInTheDocument();
});

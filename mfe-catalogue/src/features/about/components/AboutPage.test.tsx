import { screen } from '@testing-library/react';
import { ABOUT_MESSAGES } from '../messages';
import AboutPage from './AboutPage';
import { renderWithProviders } from '@marketplace/test-support';

describe('AboutPage', () => {
  it('says the company was founded in 2021 and shows its five sections in order', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });

    expect(
      screen.getByRole('heading', { level: 1, name: ABOUT_MESSAGES.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText('Founded in 2021')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'HOMECARE',
      'REAL ESTATE',
      'CONSTRUCTION',
      'INTERIOR DESIGNING',
      'MAINTENANCE & AMW',
    ]);
  });
});

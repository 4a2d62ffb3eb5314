import { screen } from '@testing-library/react';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import TermsPage from './TermsPage';
import { renderWithProviders } from '@marketplace/test-support';

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Privacy Policy', () => {
  it('is effective January 1, 2025 and has the nine numbered sections of the spec', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: January 1, 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Information Sharing',
      '4. Data Security',
      '5. Your Rights',
      '6. Cookies',
      "7. Children's Privacy",
      '8. Updates to This Policy',
      '9. Contact Us',
    ]);
    expect(screen.getByText(/not directed at children under 18/)).toBeInTheDocument();
  });
});

describe('Terms and Conditions', () => {
  it('is effective January 1, 2025 and has fourteen numbered sections', () => {
    renderWithProviders(<TermsPage />, { route: '/Terms-and-condition' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Effective date: January 1, 2025')).toBeInTheDocument();
    const headings = sectionHeadings();
    expect(headings).toHaveLength(14);
    expect(headings[0]).toBe('1. Acceptance of Terms');
    expect(headings[12]).toBe('13. Governing Law');
    expect(headings[13]).toBe('14. Contact Information');
  });

  it('states the minimum age, the cancellation notice, the dispute window and the courts', () => {
    renderWithProviders(<TermsPage />, { route: '/Terms-and-condition' });

    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(screen.getByText(/at least 2 hours before the service/)).toBeInTheDocument();
    expect(screen.getByText(/within 7 days of the service/)).toBeInTheDocument();
    expect(screen.getByText(/the courts of Jabalpur, Madhya Pradesh/)).toBeInTheDocument();
  });
});

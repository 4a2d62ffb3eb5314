import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '@marketplace/shared/config';
import { Footer } from './Footer';
import { LAYOUT_MESSAGES as M } from './messages';
import { renderWithProviders } from '@marketplace/test-support';

function column(name: string) {
  const nav = screen.getByRole('navigation', { name });
  return {
    heading: within(nav).getByRole('heading', { name }),
    links: within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  };
}

describe('Footer', () => {
  it('has the Services, Company and Legal columns with their links', () => {
    renderWithProviders(<Footer />, { path: null });
    expect(column('Services').links).toEqual([
      ['Homecare', '#/homecare'],
      ['Real estate', '#/real-estate'],
      ['Constructions', '#/constructions'],
      ['Interior Designing', '#/interior'],
      ['Maintenance', '#/maintenance'],
    ]);
    expect(column('Company').links).toEqual([
      ['About', '#/about'],
      ['Careers', '#/careers'],
      ['Contact', '#/contact'],
      ['Reviews', '#/reviews'],
    ]);
    expect(column('Legal').links).toEqual([
      ['Privacy Policy', '#/privacy-policy'],
      ['Terms and Conditions', '#/Terms-and-condition'],
    ]);
    expect(column('Legal').heading).toBeInTheDocument();
  });

  it('shows the tagline and the 2024 copyright line', () => {
    renderWithProviders(<Footer />, { path: null });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(M.tagline)).toHaveTextContent('Samjhe Aapko');
    expect(
      within(footer).getByText('© 2024 Samjhe Aapko. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('offers the business phone and e-mail as links', () => {
    renderWithProviders(<Footer />, { path: null });
    expect(screen.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute(
      'href',
      'tel:+919000000000',
    );
    expect(screen.getByRole('link', { name: 'hello@example.in' })).toHaveAttribute(
      'href',
      'mailto:hello@example.in',
    );
  });

  it('shows the contact details the deployment serves, not the built-in placeholders', () => {
    renderWithProviders(<Footer />, {
      path: null,
      siteConfig: {
        ...DEFAULT_SITE_CONFIG,
        phone: '+91 98765 43210',
        email: 'care@samjhe.example',
        address: '12 Civic Centre, Jabalpur, Madhya Pradesh 482002',
      },
    });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(footer).getByRole('link', { name: 'care@samjhe.example' })).toHaveAttribute(
      'href',
      'mailto:care@samjhe.example',
    );
    expect(
      within(footer).getByText('12 Civic Centre, Jabalpur, Madhya Pradesh 482002'),
    ).toBeVisible();
    expect(within(footer).queryByText('+91 90000 00000')).not.toBeInTheDocument();
  });
});

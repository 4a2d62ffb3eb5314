import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mapsSearchLink } from '@marketplace/shared/config';
import { notify } from '@marketplace/shared/ui';
import { CONTACT_MESSAGES as M } from '../messages';
import ContactPage from './ContactPage';
import { apiCalls, apiError, mockApi, renderWithProviders } from '@marketplace/test-support';
import { SERVED_SITE_CONFIG as SITE } from '../../../testing/site';

// Many user-event steps per test: leave room for a busy CI machine.
jest.setTimeout(15_000);

const renderContact = () =>
  renderWithProviders(<ContactPage />, { route: '/contact', siteConfig: SITE });
/** A text field by its accessible name (the required asterisk is hidden from it). */
const field = (name: string) => screen.getByRole('textbox', { name });

/** Pastes instead of typing key by key: same events for the form, far fewer timers. */
async function fill(name: string, value: string) {
  await userEvent.click(field(name));
  await userEvent.paste(value);
}

async function fillRequired() {
  await fill('Name', 'Ravi Sharma');
  await fill('Email', 'ravi@example.in');
  await fill('Message', 'Please call me about waterproofing.');
}

describe('ContactPage details', () => {
  it('shows the served phone, e-mail and address, and the business hours', () => {
    renderContact();

    const cards = screen.getByRole('list', { name: 'How to reach us' });
    expect(within(cards).getByRole('link', { name: SITE.phone })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(cards).getByRole('link', { name: SITE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
    expect(within(cards).getByText(SITE.address)).toBeInTheDocument();
    expect(within(cards).getByText('Mon-Fri: 8:00 AM - 8:00 PM')).toBeInTheDocument();
    expect(within(cards).getByText('Sat-Sun: 9:00 AM - 6:00 PM')).toBeInTheDocument();
  });

  it('offers the nine service types and an e-mail input', () => {
    renderContact();

    const options = within(screen.getByLabelText(M.serviceTypeLabel)).getAllByRole('option');
    expect(options.slice(1).map((o) => o.textContent)).toEqual([
      'Plumbing',
      'Electrical',
      'House Cleaning',
      'Water Proofing',
      'Interior Designing',
      'Real Estate',
      'Construction',
      'Maintenance',
      'Other',
    ]);
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Name')).toBeRequired();
    expect(field('Phone')).not.toBeRequired();
  });

  it('has a static map with a maps link in a new tab, the 24/7 hotline and a link to the FAQs', () => {
    renderContact();

    expect(screen.getByRole('img', { name: /Map illustration/ })).toHaveAttribute('width', '400');
    const maps = screen.getByRole('link', { name: M.openInMaps });
    expect(maps).toHaveAttribute('href', mapsSearchLink(SITE.mapsQuery));
    expect(maps.getAttribute('href')).toContain('Civic%20Centre%2C%20Jabalpur');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: 'Emergency Hotline (24/7)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE.emergencyPhone })).toHaveAttribute(
      'href',
      'tel:+919876543299',
    );
    expect(screen.getByRole('link', { name: M.viewFaqs })).toHaveAttribute('href', '/#faq');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('ContactPage form', () => {
  it.each(['Name', 'Email', 'Message'])(
    'asks for every required field when %s is missing',
    async (missing) => {
      mockApi('POST', '/enquiries', {
        status: 201,
        body: { success: true, msg: 'Enquiry received' },
      });
      renderContact();

      await fillRequired();
      await userEvent.clear(field(missing));
      await userEvent.click(screen.getByRole('button', { name: M.send }));

      expect(await screen.findByText(M.required)).toBeInTheDocument();
      expect(apiCalls()).toHaveLength(0);
    },
  );

  it('rejects a malformed e-mail without sending', async () => {
    mockApi('POST', '/enquiries', {
      status: 201,
      body: { success: true, msg: 'Enquiry received' },
    });
    renderContact();

    await fillRequired();
    await userEvent.clear(field('Email'));
    await fill('Email', 'ravi-at-example');
    await userEvent.click(screen.getByRole('button', { name: M.send }));

    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);
  });

  it('sends the message, shows the 4 s thank-you toast and clears the form', async () => {
    mockApi('POST', '/enquiries', {
      status: 201,
      body: { success: true, msg: 'Enquiry received' },
    });
    const success = jest.spyOn(notify, 'success');
    renderContact();

    await fillRequired();
    await fill('Subject', 'Leaking roof');
    await userEvent.selectOptions(screen.getByLabelText(M.serviceTypeLabel), 'Water Proofing');
    await userEvent.click(screen.getByRole('button', { name: M.send }));

    expect(await screen.findByText(M.success)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(M.success, { autoClose: 4000 });
    const [sent] = apiCalls('POST', '/enquiries');
    expect(sent?.body).toEqual({
      type: 'contact',
      name: 'Ravi Sharma',
      email: 'ravi@example.in',
      phone: '',
      subject: 'Leaking roof',
      message: 'Please call me about waterproofing.',
      serviceType: 'Water Proofing',
    });
    expect(field('Name')).toHaveValue('');
    expect(field('Subject')).toHaveValue('');
    expect(screen.getByLabelText(M.serviceTypeLabel)).toHaveValue('');
  });

  it('shows the error and keeps the input when sending fails', async () => {
    mockApi('POST', '/enquiries', apiError(500, 'Internal server error', 'INTERNAL'));
    renderContact();

    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: M.send }));

    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ravi Sharma');
    expect(field('Message')).toHaveValue('Please call me about waterproofing.');
  });
});

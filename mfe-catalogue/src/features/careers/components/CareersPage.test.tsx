import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marketplace/shared/ui';
import { APPLICATION_FIELDS, CAREERS_MESSAGES as M } from '../messages';
import CareersPage from './CareersPage';
import { apiCalls, apiError, mockApi, renderWithProviders } from '@marketplace/test-support';

// Many user-event steps per test: leave room for a busy CI machine.
jest.setTimeout(15_000);

const application = {
  'Full Name': 'Asha Verma',
  'Contact Number': '+91 90000 11111',
  Education: 'Diploma in Civil Engineering',
  Address: 'Napier Town, Jabalpur',
  'Work Experience': '3 years as a site supervisor',
  Skills: 'Estimation, AutoCAD',
};

async function fillApplication() {
  // Pasting instead of typing key by key: same events for the form, far fewer timers.
  for (const [label, value] of Object.entries(application)) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
}

describe('CareersPage', () => {
  it('has the six required, labelled fields and an APPLY button', () => {
    renderWithProviders(<CareersPage />, { route: '/careers' });

    for (const field of APPLICATION_FIELDS) {
      expect(screen.getByLabelText(field.label)).toBeRequired();
    }
    expect(screen.getByRole('button', { name: M.apply })).toHaveAttribute('type', 'submit');
  });

  it('sends nothing while a field is empty', async () => {
    mockApi('POST', '/enquiries', {
      status: 201,
      body: { success: true, msg: 'Enquiry received' },
    });
    renderWithProviders(<CareersPage />, { route: '/careers' });

    await userEvent.type(screen.getByLabelText('Full Name'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: M.apply }));

    expect(apiCalls()).toHaveLength(0);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha');
  });

  it('sends the application, shows the 3 s success toast and clears the form', async () => {
    mockApi('POST', '/enquiries', {
      status: 201,
      body: { success: true, msg: 'Enquiry received' },
    });
    const success = jest.spyOn(notify, 'success');
    renderWithProviders(<CareersPage />, { route: '/careers' });

    await fillApplication();
    await userEvent.click(screen.getByRole('button', { name: M.apply }));

    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Application submitted successfully!');
    const [sent] = apiCalls('POST', '/enquiries');
    expect(sent?.body).toEqual({
      type: 'job_application',
      name: 'Asha Verma',
      contact: '+91 90000 11111',
      education: 'Diploma in Civil Engineering',
      address: 'Napier Town, Jabalpur',
      workExperience: '3 years as a site supervisor',
      skills: 'Estimation, AutoCAD',
    });
    for (const label of Object.keys(application)) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('shows the server message and keeps what was typed when sending fails', async () => {
    mockApi(
      'POST',
      '/enquiries',
      apiError(429, 'Too many requests, please try again later.', 'RATE_LIMITED'),
    );
    renderWithProviders(<CareersPage />, { route: '/careers' });

    await fillApplication();
    await userEvent.click(screen.getByRole('button', { name: M.apply }));

    expect(
      await screen.findByText('Too many requests, please try again later.'),
    ).toBeInTheDocument();
    for (const [label, value] of Object.entries(application)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(screen.getByRole('button', { name: M.apply })).toBeEnabled();
  });
});

import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { AppProviders } from '@marketplace/shared/ui';
import { FormField, TextField } from './index';

const renderUi = (ui: React.ReactNode) =>
  render(<AppProviders store={createStore()}>{ui}</AppProviders>);

describe('FormField', () => {
  it('labels its control, marks a required one, and describes it by its hint then its error, as shown', () => {
    renderUi(
      <FormField label="Price range" required hint="Pick one" error="Price range is required">
        <select>
          <option value="">Select price range</option>
        </select>
      </FormField>,
    );
    const control = screen.getByRole('combobox', { name: 'Price range *' });
    expect(control).toHaveAttribute('aria-required', 'true');
    expect(control).toBeInvalid();
    expect(control).toHaveAccessibleDescription('Pick one Price range is required');
  });

  it('leaves a valid control unmarked and undescribed without a hint', () => {
    renderUi(
      <FormField label="Builder">
        <input />
      </FormField>,
    );
    const control = screen.getByRole('textbox', { name: 'Builder' });
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control).not.toHaveAttribute('aria-required');
  });
});

describe('TextField', () => {
  it('is an input given the input props, or a textarea with multiline', () => {
    renderUi(
      <>
        <TextField label="Phone" type="tel" defaultValue="98765" error="Enter 10 digits" />
        <TextField label="Message" multiline defaultValue="Hello" />
      </>,
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveValue('98765');
    expect(phone).toHaveAccessibleDescription('Enter 10 digits');
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).not.toHaveAttribute('multiline');
  });
});

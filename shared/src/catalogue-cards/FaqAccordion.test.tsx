import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './FaqAccordion';
import { AppProviders } from '@marketplace/shared/ui';
import { render } from '@testing-library/react';

const HOME_FAQS = ['premium', 'booking', 'quality', 'pricing'].map((topic, i) => ({
  key: `faq:${topic}`,
  question: `What about ${topic}?`,
  answer: `Answer ${i + 1} about ${topic}.`,
}));
const renderWithProviders = (ui: React.ReactElement) => render(<AppProviders>{ui}</AppProviders>);

const question = (i: number) => screen.getByRole('button', { name: HOME_FAQS[i]!.question });
const answer = (i: number) => screen.queryByText(HOME_FAQS[i]!.answer);

describe('FaqAccordion', () => {
  it('starts with every answer closed', () => {
    renderWithProviders(<FaqAccordion items={HOME_FAQS} />);
    for (const i of HOME_FAQS.keys()) {
      expect(question(i)).toHaveAttribute('aria-expanded', 'false');
      expect(answer(i)).not.toBeVisible();
    }
  });

  it('shows markup in a question or answer as text', () => {
    const markup = '<img src=x onerror="alert(1)"> <b>bold</b>';
    renderWithProviders(
      <FaqAccordion items={[{ key: 'faq:x', question: markup, answer: markup }]} />,
    );
    expect(screen.getByRole('button', { name: markup })).toBeInTheDocument();
    expect(document.querySelector('b, img')).toBeNull();
  });

  it('keeps one answer open at a time and closes the open one on a second click', async () => {
    renderWithProviders(<FaqAccordion items={HOME_FAQS} />);
    await userEvent.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    expect(answer(0)).toBeVisible();
    expect(screen.getByRole('region', { name: HOME_FAQS[0]!.question })).toBeVisible();

    await userEvent.click(question(3));
    expect(question(3)).toHaveAttribute('aria-expanded', 'true');
    expect(answer(3)).toBeVisible();
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(answer(0)).not.toBeVisible();

    await userEvent.click(question(3));
    expect(question(3)).toHaveAttribute('aria-expanded', 'false');
    expect(answer(3)).not.toBeVisible();
    expect(
      screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false'),
    ).toBe(true);
  });
});

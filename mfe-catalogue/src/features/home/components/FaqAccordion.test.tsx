import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_FAQS } from '@marketplace/shared/catalogue';
import { FaqAccordion } from './FaqAccordion';
import { renderWithProviders } from '@marketplace/test-support';

const question = (i: number) => screen.getByRole('button', { name: HOME_FAQS[i]!.question });
const answer = (i: number) => screen.queryByText(HOME_FAQS[i]!.answer);

describe('FaqAccordion', () => {
  it('covers the five questions of the spec, all closed at first', () => {
    renderWithProviders(<FaqAccordion items={HOME_FAQS} />);
    expect(HOME_FAQS).toHaveLength(5);
    for (const [i, topic] of [
      'premium',
      'concierge booking',
      'quality',
      'pricing',
      'emergency and priority',
    ].entries()) {
      expect(HOME_FAQS[i]!.question.toLowerCase()).toContain(topic);
      expect(question(i)).toHaveAttribute('aria-expanded', 'false');
      expect(answer(i)).not.toBeVisible();
    }
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

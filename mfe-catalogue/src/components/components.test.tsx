import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { AppProviders } from '@marketplace/shared/ui';
import { CallButton, WhatsAppButton } from './ExternalContactLinks';
import { FloatingContactButtons } from './FloatingContactButtons';
import { WELCOME_TOAST_DURATION_MS, useWelcomeToast } from '../lib/use-welcome-toast';
import { COMPONENT_MESSAGES, serviceWhatsappText } from './messages';
import { renderWithProviders } from '@marketplace/test-support';
import { SERVED_SITE_CONFIG, whatsappTextOf } from '../testing/site';

describe('contact links', () => {
  it('opens WhatsApp in a new tab with the prefilled text and the served number', () => {
    renderWithProviders(
      <>
        <WhatsAppButton text="Hello there" />
        <WhatsAppButton text="Quote" line="constructionInterior">
          Get Quote
        </WhatsAppButton>
        <CallButton />
      </>,
      { siteConfig: SERVED_SITE_CONFIG },
    );
    const link = screen.getByRole('link', { name: COMPONENT_MESSAGES.whatsapp });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543211\?/);
    expect(whatsappTextOf(link.getAttribute('href'))).toBe('Hello there');
    expect(screen.getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919876543212\?/,
    );
    expect(screen.getByRole('link', { name: COMPONENT_MESSAGES.call })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('draws the WhatsApp and phone marks as decorative SVG icons, never emoji', () => {
    renderWithProviders(
      <>
        <WhatsAppButton text="Hello there" />
        <CallButton />
      </>,
    );
    for (const name of [COMPONENT_MESSAGES.whatsapp, COMPONENT_MESSAGES.call]) {
      const link = screen.getByRole('link', { name });
      const icon = link.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(link.textContent).toBe(name);
    }
  });

  it('floating buttons offer a call and a WhatsApp chat', () => {
    renderWithProviders(<FloatingContactButtons whatsappText="Need help" />, {
      siteConfig: SERVED_SITE_CONFIG,
    });
    const dock = screen.getByRole('navigation', { name: COMPONENT_MESSAGES.floatingContact });
    expect(dock).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: COMPONENT_MESSAGES.whatsapp });
    expect(whatsappTextOf(chat.getAttribute('href'))).toBe('Need help');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543211\?/);
    const call = screen.getByRole('link', { name: COMPONENT_MESSAGES.call });
    expect(call).toHaveAttribute('href', 'tel:+919876543210');
    // Icon-only links: the name comes from aria-label, the icon itself is hidden.
    for (const link of [chat, call]) {
      expect(link.textContent).toBe('');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });
});

describe('useWelcomeToast', () => {
  function Greeter({ message }: { message: string }) {
    useWelcomeToast(message);
    return null;
  }

  function Page({ mount, message }: { mount: number; message: string }) {
    return (
      <StrictMode>
        <AppProviders>
          <Greeter key={mount} message={message} />
        </AppProviders>
      </StrictMode>
    );
  }

  it('shows the toast once for 4 seconds, even when the page mounts again', async () => {
    const { rerender } = render(<Page mount={1} message="Welcome!" />);
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Welcome!');
    // react-toastify runs its auto-close timer as the progress bar's CSS animation.
    expect(screen.getByRole('progressbar', { name: 'notification timer' })).toHaveStyle({
      animationDuration: `${WELCOME_TOAST_DURATION_MS}ms`,
    });
    expect(WELCOME_TOAST_DURATION_MS).toBe(4000);

    rerender(<Page mount={1} message="Welcome!" />);
    rerender(<Page mount={2} message="Welcome!" />);
    await act(async () => {});
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('greets again when the message changes', async () => {
    const { rerender } = render(<Page mount={1} message="Welcome to A" />);
    await screen.findByText('Welcome to A');
    rerender(<Page mount={1} message="Welcome to B" />);
    expect(await screen.findByText('Welcome to B')).toBeInTheDocument();
  });
});

describe('serviceWhatsappText', () => {
  it('follows the spec pattern without doubling the word service', () => {
    expect(serviceWhatsappText('Plumbing')).toBe(
      "Hi, I'm interested in your Plumbing service. Please share more details and pricing.",
    );
    expect(serviceWhatsappText('Patient Care Services')).toBe(
      "Hi, I'm interested in your Patient Care service. Please share more details and pricing.",
    );
  });
});

// WhatsApp and phone links used across the catalogue pages. Numbers always come from the shared
// configuration; a WhatsApp chat opens in a new tab so the visitor keeps the page.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { BUSINESS, WHATSAPP_NUMBERS, telLink, whatsappLink } from '@marketplace/shared/config';
import { focusRing } from '@marketplace/shared/ui';
import { COMPONENT_MESSAGES } from './messages';

/** WhatsApp's brand green darkened until white text on it passes WCAG AA. */
export const WHATSAPP_GREEN = '#0b7a53';

type LinkVariant = 'whatsapp' | 'primary' | 'outline' | 'light';

const variants: Record<LinkVariant, ReturnType<typeof css>> = {
  whatsapp: css`
    background: ${WHATSAPP_GREEN};
    color: #ffffff;
    border-color: ${WHATSAPP_GREEN};
  `,
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: currentColor;
  `,
  light: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentContrast};
    border-color: ${({ theme }) => theme.colors.accent};
  `,
};

/** A link styled like the shared Button (for tel:, WhatsApp and in-page actions). */
export const LinkButton = styled.a<{ $variant?: LinkVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  line-height: 1.2;
  transition: filter ${({ theme }) => theme.transitions.fast};
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:hover {
    filter: brightness(1.1);
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export interface WhatsAppButtonProps {
  /** The prefilled chat message (spec section 7 fixes it per page). */
  text: string;
  /** Business WhatsApp line; the maintenance and interior line unless the page says otherwise. */
  number?: string;
  children?: ReactNode;
  variant?: LinkVariant;
  className?: string;
}

export function WhatsAppButton({
  text,
  number = WHATSAPP_NUMBERS.maintenanceInterior,
  children = COMPONENT_MESSAGES.whatsapp,
  variant = 'whatsapp',
  className,
}: WhatsAppButtonProps) {
  return (
    <LinkButton
      href={whatsappLink(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      $variant={variant}
      className={className}
    >
      <span aria-hidden="true">💬</span>
      {children}
    </LinkButton>
  );
}

export interface CallButtonProps {
  number?: string;
  children?: ReactNode;
  variant?: LinkVariant;
  className?: string;
}

export function CallButton({
  number = BUSINESS.phone,
  children = COMPONENT_MESSAGES.call,
  variant = 'outline',
  className,
}: CallButtonProps) {
  return (
    <LinkButton href={telLink(number)} $variant={variant} className={className}>
      <span aria-hidden="true">📞</span>
      {children}
    </LinkButton>
  );
}

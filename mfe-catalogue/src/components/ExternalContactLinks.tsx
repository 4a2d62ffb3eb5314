// WhatsApp and phone links used across the catalogue pages. Numbers always come from the run-time
// site configuration; a WhatsApp chat opens in a new tab so the visitor keeps the page.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { telLink, whatsappLink, type SiteConfig } from '@marketplace/shared/config';
import { PhoneIcon, WhatsAppIcon } from '@marketplace/shared/icons';
import { focusRing, useSiteConfig } from '@marketplace/shared/ui';
import { useMessages } from '@marketplace/shared/ui';
import { componentCatalogue } from './catalogue';

/** The two business WhatsApp lines of the site configuration. */
export type WhatsAppLine = keyof SiteConfig['whatsapp'];

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
const LinkButton = styled.a<{ $variant?: LinkVariant }>`
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
  /** The prefilled chat message (docs/product/site.md "Outbound links" fixes it per page). */
  text: string;
  /** Business WhatsApp line; the maintenance and interior line unless the page says otherwise. */
  line?: WhatsAppLine;
  children?: ReactNode;
  variant?: LinkVariant;
  className?: string;
}

export function WhatsAppButton({
  text,
  line = 'maintenanceInterior',
  children,
  variant = 'whatsapp',
  className,
}: WhatsAppButtonProps) {
  const site = useSiteConfig();
  const t = useMessages(componentCatalogue).contact;
  return (
    <LinkButton
      href={whatsappLink(site.whatsapp[line], text)}
      target="_blank"
      rel="noopener noreferrer"
      $variant={variant}
      className={className}
    >
      <WhatsAppIcon size="1.25em" />
      {children ?? t.whatsapp}
    </LinkButton>
  );
}

export interface CallButtonProps {
  /** The main business line unless given. */
  number?: string;
  children?: ReactNode;
  variant?: LinkVariant;
  className?: string;
}

export function CallButton({ number, children, variant = 'outline', className }: CallButtonProps) {
  const site = useSiteConfig();
  const t = useMessages(componentCatalogue).contact;
  return (
    <LinkButton href={telLink(number ?? site.phone)} $variant={variant} className={className}>
      <PhoneIcon size="1.1em" />
      {children ?? t.call}
    </LinkButton>
  );
}

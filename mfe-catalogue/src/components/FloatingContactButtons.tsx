import styled from 'styled-components';
import { BUSINESS, WHATSAPP_NUMBERS, telLink, whatsappLink } from '@marketplace/shared/config';
import { focusRing } from '@marketplace/shared/ui';
import { WHATSAPP_GREEN } from './ExternalContactLinks';
import { COMPONENT_MESSAGES } from './messages';

const Dock = styled.nav`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const RoundLink = styled.a<{ $background: string }>`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $background }) => $background};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    ${focusRing}
  }
`;

export interface FloatingContactButtonsProps {
  /** The prefilled WhatsApp message for this page. */
  whatsappText: string;
  whatsappNumber?: string;
  phone?: string;
}

/** Call and WhatsApp buttons that stay in the corner while the page scrolls. */
export function FloatingContactButtons({
  whatsappText,
  whatsappNumber = WHATSAPP_NUMBERS.maintenanceInterior,
  phone = BUSINESS.phone,
}: FloatingContactButtonsProps) {
  return (
    <Dock aria-label={COMPONENT_MESSAGES.floatingContact}>
      <RoundLink href={telLink(phone)} aria-label={COMPONENT_MESSAGES.call} $background="#0f1f3d">
        <span aria-hidden="true">📞</span>
      </RoundLink>
      <RoundLink
        href={whatsappLink(whatsappNumber, whatsappText)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={COMPONENT_MESSAGES.whatsapp}
        $background={WHATSAPP_GREEN}
      >
        <span aria-hidden="true">💬</span>
      </RoundLink>
    </Dock>
  );
}

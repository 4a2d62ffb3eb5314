import styled from 'styled-components';
import { telLink, whatsappLink } from '@marketplace/shared/config';
import { PhoneIcon, WhatsAppIcon } from '@marketplace/shared/icons';
import { focusRing, useSiteConfig } from '@marketplace/shared/ui';
import { WHATSAPP_GREEN, type WhatsAppLine } from './ExternalContactLinks';
import { useMessages } from '@marketplace/shared/ui';
import { componentCatalogue } from './catalogue';

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
  whatsappLine?: WhatsAppLine;
}

/** Call and WhatsApp buttons that stay in the corner while the page scrolls. */
export function FloatingContactButtons({
  whatsappText,
  whatsappLine = 'maintenanceInterior',
}: FloatingContactButtonsProps) {
  const site = useSiteConfig();
  const t = useMessages(componentCatalogue).contact;
  return (
    <Dock aria-label={t.floatingContact}>
      <RoundLink href={telLink(site.phone)} aria-label={t.call} $background="#0f1f3d">
        <PhoneIcon size="26px" />
      </RoundLink>
      <RoundLink
        href={whatsappLink(site.whatsapp[whatsappLine], whatsappText)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.whatsapp}
        $background={WHATSAPP_GREEN}
      >
        <WhatsAppIcon size="30px" />
      </RoundLink>
    </Dock>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MaintenanceService } from '@marketplace/shared/catalogue';
import { formatInr, paths } from '@marketplace/shared/config';
import { Button } from '@marketplace/shared/ui';
import { ALL_ICONS } from '@marketplace/shared/icons';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { CardIconImage } from '../../../components/IconImage';
import { serviceWhatsappText } from '../../../components/messages';
import { Card } from '../../../components/section';
import { MAINTENANCE_IMAGES } from '../images';
import { MAINTENANCE_MESSAGES } from '../messages';

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};

  & > h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Price = styled.p`
  && {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One maintenance service on the list page: WhatsApp, call and a link to its detail page. */
export function MaintenanceServiceCard({ service }: { service: MaintenanceService }) {
  return (
    <Card aria-labelledby={`${service.slug}-title`}>
      <CardIconImage
        icons={ALL_ICONS}
        src={MAINTENANCE_IMAGES[service.image]}
        alt={`${service.name} illustration`}
        icon={service.icon}
        label={service.name}
      />
      <Body>
        <h3 id={`${service.slug}-title`}>{service.name}</h3>
        <p>{service.description}</p>
        <Price>
          {MAINTENANCE_MESSAGES.startingFrom} {formatInr(service.price)} {service.priceUnit}
        </Price>
        <Actions>
          <WhatsAppButton text={serviceWhatsappText(service.name)}>
            {MAINTENANCE_MESSAGES.whatsapp}
          </WhatsAppButton>
          <CallButton>{MAINTENANCE_MESSAGES.call}</CallButton>
          <Button as={Link} to={paths.maintenanceService(service.slug)} variant="secondary">
            {MAINTENANCE_MESSAGES.viewDetails}
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}

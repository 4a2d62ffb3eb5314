import type { ReactNode } from 'react';
import styled from 'styled-components';
import { priceText, type MaintenanceService } from '@marketplace/shared/contracts-catalogue';
import type { IconSet } from '@marketplace/shared/icons';
import { Card } from './frame';
import { CardIconPicture } from './IconPicture';

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

interface MaintenanceCardProps {
  service: MaintenanceService;
  icons: IconSet;
  /** The card's links and buttons (WhatsApp, call, details on the page). */
  actions?: ReactNode;
}

/** One maintenance service on the list page: picture, description, price and its actions. */
export function MaintenanceCard({ service, icons, actions }: MaintenanceCardProps) {
  return (
    <Card aria-labelledby={`${service.slug}-title`}>
      <CardIconPicture
        icons={icons}
        src={service.picture}
        alt={`${service.name} illustration`}
        icon={service.icon}
        label={service.name}
      />
      <Body>
        <h3 id={`${service.slug}-title`}>{service.name}</h3>
        <p>{service.description}</p>
        <Price>{priceText(service.price)}</Price>
        {actions ? <Actions>{actions}</Actions> : null}
      </Body>
    </Card>
  );
}

import styled from 'styled-components';
import { priceFigure, type CatalogueService } from '@marketplace/shared/contracts-catalogue';
import type { IconSet } from '@marketplace/shared/icons';
import { CardIconPicture } from './IconPicture';

const Caption = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  & strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

interface ServiceTileProps {
  service: CatalogueService;
  icons: IconSet;
  eager?: boolean;
  priority?: boolean;
  /** The price line in the page's language, from the caller's catalogue ('From ₹499'). */
  priceLine: (figure: string) => string;
}

/** A bookable service as the home page's Most Booked Services shows it: picture, name, price. */
export function ServiceTile({ service, icons, eager, priority, priceLine }: ServiceTileProps) {
  return (
    <>
      <CardIconPicture
        src={service.picture}
        alt=""
        icon={service.icon}
        icons={icons}
        label={service.name}
        eager={eager}
        priority={priority}
      />
      <Caption>
        <strong>{service.name}</strong>
        {priceLine(priceFigure(service.price))}
      </Caption>
    </>
  );
}

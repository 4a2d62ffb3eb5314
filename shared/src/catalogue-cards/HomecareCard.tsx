import type { ReactNode } from 'react';
import styled from 'styled-components';
import { priceText, type HomecareService } from '@marketplace/shared/contracts-catalogue';
import { formatInr } from '@marketplace/shared/config';
import { visuallyHidden, useMessages } from '@marketplace/shared/ui';
import { StarIcon, type IconSet } from '@marketplace/shared/icons';
import { Card } from './frame';
import { CardIconPicture } from './IconPicture';
import { cardCatalogue } from './catalogue';
import { savingOf } from './saving';

const Hidden = styled.span`
  ${visuallyHidden}
`;

const MediaWrap = styled.div`
  position: relative;
`;

const SaveBadge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Prices = styled.p`
  && {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }

  & > strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;

interface HomecareCardProps {
  service: HomecareService;
  /** The icons the page draws (see KeyedIcon). */
  icons: IconSet;
  /** The card's buttons (the page's booking actions; nothing in the admin's preview). */
  actions?: ReactNode;
}

/** A homecare service: picture, rating, price with the struck-through original and the saving. */
export function HomecareCard({ service, icons, actions }: HomecareCardProps) {
  const t = useMessages(cardCatalogue);
  const save = savingOf(service);
  const titleId = `${service.key.replace(':', '-')}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <MediaWrap>
        <CardIconPicture
          icons={icons}
          src={service.picture}
          alt={`${service.name} illustration`}
          icon={service.icon}
          label={service.name}
        />
        {save !== null ? <SaveBadge>{t.save(formatInr(save))}</SaveBadge> : null}
      </MediaWrap>
      <Body>
        <h3 id={titleId}>{service.name}</h3>
        <p>
          <Hidden>{t.ratingLabel} </Hidden>
          <StarIcon /> {service.rating} ({service.reviews})
        </p>
        <p>{service.description}</p>
        <Prices>
          <strong>{priceText(service.price)}</strong>
          {save !== null && service.originalPrice !== null ? (
            <del>
              <Hidden>{t.originalPrice} </Hidden>
              {formatInr(service.originalPrice)}
            </del>
          ) : null}
        </Prices>
        {actions}
      </Body>
    </Card>
  );
}

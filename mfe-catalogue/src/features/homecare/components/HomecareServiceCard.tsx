import styled from 'styled-components';
import type { HomecareService } from '@marketplace/shared/catalogue';
import { formatInr } from '@marketplace/shared/config';
import { visuallyHidden } from '@marketplace/shared/ui';
import { StarIcon } from '@marketplace/shared/icons';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { WhatsAppButton } from '../../../components/ExternalContactLinks';
import { CardIconImage } from '../../../components/IconImage';
import { serviceWhatsappText } from '../../../components/messages';
import { Card } from '../../../components/section';
import { saveAmount } from '../filter-services';
import { HOMECARE_ICONS } from '../icons';
import { HOMECARE_IMAGES } from '../images';
import { HOMECARE_MESSAGES } from '../messages';

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

/** A homecare service: image, rating, price with the struck-through original and the saving. */
export function HomecareServiceCard({ service }: { service: HomecareService }) {
  const save = saveAmount(service);
  const titleId = `${service.id.replace(':', '-')}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <MediaWrap>
        <CardIconImage
          icons={HOMECARE_ICONS}
          src={HOMECARE_IMAGES[service.image]}
          alt={`${service.name} illustration`}
          icon={service.icon}
          label={service.name}
        />
        {save > 0 ? <SaveBadge>{HOMECARE_MESSAGES.save(formatInr(save))}</SaveBadge> : null}
      </MediaWrap>
      <Body>
        <h3 id={titleId}>{service.name}</h3>
        <p>
          <Hidden>{HOMECARE_MESSAGES.ratingLabel} </Hidden>
          <StarIcon /> {service.rating} ({service.reviews})
        </p>
        <p>{service.description}</p>
        <Prices>
          <strong>{formatInr(service.price)}</strong>
          {save > 0 ? (
            <del>
              <Hidden>{HOMECARE_MESSAGES.originalPrice} </Hidden>
              {formatInr(service.originalPrice)}
            </del>
          ) : null}
        </Prices>
        <WhatsAppButton text={serviceWhatsappText(service.name)}>
          {HOMECARE_MESSAGES.bookNow}
        </WhatsAppButton>
        <AddToCartButton itemType="homecare" itemId={service.id} size="sm" variant="ghost" />
      </Body>
    </Card>
  );
}

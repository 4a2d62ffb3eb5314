import type { ReactNode } from 'react';
import styled from 'styled-components';
import { priceText, type ConstructionPackage } from '@marketplace/shared/contracts-catalogue';
import { KeyedIcon, type IconSet } from '@marketplace/shared/icons';
import { IconPicture } from './IconPicture';
import { useMessages } from '@marketplace/shared/ui';
import { cardCatalogue } from './catalogue';

/** Features shown on the card; the detail page lists them all. */
const CARD_FEATURES = 5;

const Frame = styled.article<{ $color: string; $border: string; $clickable: boolean }>`
  display: flex;
  flex-direction: column;
  height: 600px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border: 2px solid ${({ $border }) => $border};
  border-top: 6px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  transition: transform ${({ theme }) => theme.transitions.normal};

  &:hover {
    transform: ${({ $clickable }) => ($clickable ? 'translateY(-4px)' : 'none')};
  }
`;

const Picture = styled.div`
  position: relative;
  flex: 0 0 160px;
  background: ${({ theme }) => theme.colors.surface};

  height: 160px;

  img {
    width: 100%;
    height: 160px;
    object-fit: cover;
  }
`;

const Badge = styled.span<{ $color: string }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.primaryContrast};
  background: ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  min-height: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentText};
`;

const Meta = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Features = styled.ul`
  flex: 1;
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
`;

const More = styled.li`
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface PackageCardProps {
  pkg: ConstructionPackage;
  icons: IconSet;
  /** A click anywhere on the card (the page opens the package). */
  onOpen?: () => void;
  /** The card's real link, for keyboards and screen readers. */
  detailsLink?: ReactNode;
}

/** A construction package card: badge, price range, timeline, value and the first features. */
export function PackageCard({ pkg, icons, onOpen, detailsLink }: PackageCardProps) {
  const t = useMessages(cardCatalogue);
  const extra = pkg.features.length - CARD_FEATURES;
  const titleId = `${pkg.key.replace(':', '-')}-title`;
  return (
    <Frame
      $color={pkg.color}
      $border={pkg.borderColor}
      $clickable={onOpen !== undefined}
      aria-labelledby={titleId}
      onClick={onOpen}
    >
      <Picture>
        <IconPicture
          icons={icons}
          src={pkg.picture}
          alt=""
          width={400}
          height={160}
          sizes="(min-width: 640px) 400px, 100vw"
          loading="lazy"
          icon={pkg.icon}
          label={pkg.name}
        />
        <Badge $color={pkg.color}>{pkg.badge}</Badge>
      </Picture>
      <Body>
        <Name id={titleId}>
          <KeyedIcon name={pkg.icon} icons={icons} /> {pkg.name}
        </Name>
        <Price>{priceText(pkg.price)}</Price>
        <Meta>
          <span>{t.timeline(pkg.timeline)}</span>
          <span>{pkg.savings}</span>
        </Meta>
        <Description>{pkg.description}</Description>
        <Features aria-label={t.features(pkg.name)}>
          {pkg.features.slice(0, CARD_FEATURES).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {extra > 0 && <More>{t.moreFeatures(extra)}</More>}
        </Features>
        {detailsLink}
      </Body>
    </Frame>
  );
}

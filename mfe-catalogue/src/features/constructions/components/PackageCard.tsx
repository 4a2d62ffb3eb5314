import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ConstructionPackage } from '@marketplace/shared/catalogue';
import { paths } from '@marketplace/shared/config';
import { ALL_ICONS, NamedIcon } from '@marketplace/shared/icons';
import { IconImage } from '../../../components/IconImage';
import { CONSTRUCTION_IMAGES } from '../images';
import { CONSTRUCTION_MESSAGES } from '../messages';

/** Features shown on the card; the detail page lists them all. */
const CARD_FEATURES = 5;

const Card = styled.article<{ $color: string; $border: string }>`
  display: flex;
  flex-direction: column;
  height: 600px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border: 2px solid ${({ $border }) => $border};
  border-top: 6px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  transition: transform ${({ theme }) => theme.transitions.normal};

  &:hover {
    transform: translateY(-4px);
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

const DetailsLink = styled(Link)`
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A package card: clicking anywhere on it opens the package (spec: /construction/<name-dashed>). */
export function PackageCard({ pkg }: { pkg: ConstructionPackage }) {
  const navigate = useNavigate();
  const to = paths.constructionPackage(pkg.name);
  const extra = pkg.features.length - CARD_FEATURES;

  return (
    <Card
      $color={pkg.color}
      $border={pkg.borderColor}
      aria-labelledby={`package-${pkg.slug}`}
      onClick={() => navigate(to)}
    >
      <Picture>
        <IconImage
          icons={ALL_ICONS}
          src={CONSTRUCTION_IMAGES[pkg.backgroundImage]}
          alt=""
          width={400}
          height={160}
          loading="lazy"
          icon={pkg.icon}
          label={pkg.name}
        />
        <Badge $color={pkg.color}>{pkg.badge}</Badge>
      </Picture>
      <Body>
        <Name id={`package-${pkg.slug}`}>
          <NamedIcon name={pkg.icon} /> {pkg.name}
        </Name>
        <Price>{pkg.pricing}</Price>
        <Meta>
          <span>Timeline: {pkg.timeline}</span>
          <span>{pkg.savings}</span>
        </Meta>
        <Description>{pkg.description}</Description>
        <Features aria-label={`${pkg.name} features`}>
          {pkg.features.slice(0, CARD_FEATURES).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {extra > 0 && <More>+{extra} more features</More>}
        </Features>
        {/* The real link keeps the card reachable by keyboard and screen readers. */}
        <DetailsLink
          to={to}
          aria-label={`${CONSTRUCTION_MESSAGES.viewDetails} of ${pkg.name}`}
          onClick={(event) => event.stopPropagation()}
        >
          {CONSTRUCTION_MESSAGES.viewDetails}
        </DetailsLink>
      </Body>
    </Card>
  );
}

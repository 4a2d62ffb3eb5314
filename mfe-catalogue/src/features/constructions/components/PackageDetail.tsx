import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CataloguePicture, StatsStrip } from '@marketplace/shared/catalogue-cards';
import {
  constructionWarranty,
  priceText,
  type ConstructionPackage,
  type Figure,
} from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import { ALL_ICONS } from '@marketplace/shared/icons';
import { useMessages } from '@marketplace/shared/ui';
import { constructionCatalogue } from '../catalogue';
import { Grid, Hero, HeroInner, InfoCard, Section, SectionInner } from './layout';
import { InfoCardGrid, type InfoCardItem } from './InfoCardGrid';
import { PackageCallToAction } from './PackageCallToAction';
import { PackageProcess } from './PackageProcess';

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.accentContrast};
  background: ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const KeyCards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;

  div {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.primaryHover};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

const Overview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 3fr 2fr;
  }
`;

const FeatureList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The found state of the package page (docs/product/catalogue.md "Construction package detail"). */
export function PackageDetail({
  pkg,
  figures,
}: {
  pkg: ConstructionPackage;
  /** The detail page's figures (the catalogue's construction-package set). */
  figures: readonly Figure[];
}) {
  const M = useMessages(constructionCatalogue);
  const warranty = constructionWarranty(pkg.name);
  const benefits: InfoCardItem[] = [
    {
      icon: 'shield',
      title: M.warrantyTitle,
      text: M.warrantyText(warranty),
    },
    {
      icon: 'rupee',
      title: M.pricingTitle,
      text: M.pricingText(priceText(pkg.price)),
    },
    { icon: 'worker', title: M.supervisionTitle, text: M.supervisionText },
    { icon: 'calendar', title: M.handoverTitle, text: M.handoverText(pkg.timeline) },
  ];

  return (
    <>
      <Hero>
        <HeroInner>
          <div>
            <BackLink to={paths.constructions()}>← {M.backToPackages}</BackLink>
            <div>
              <Badge>{pkg.badge}</Badge>
            </div>
            <h1>{pkg.name}</h1>
            <p>{pkg.description}</p>
            <KeyCards>
              <div>
                <dt>{M.pricing}</dt>
                <dd>{priceText(pkg.price)}</dd>
              </div>
              <div>
                <dt>{M.timeline}</dt>
                <dd>{pkg.timeline}</dd>
              </div>
              <div>
                <dt>{M.value}</dt>
                <dd>{pkg.savings}</dd>
              </div>
            </KeyCards>
          </div>
          <CataloguePicture
            src={pkg.picture}
            alt={M.pictureAlt(pkg.name)}
            width={400}
            height={260}
            sizes="(min-width: 640px) 400px, 100vw"
            fallback={null}
          />
        </HeroInner>
      </Hero>

      <Section>
        <SectionInner>
          <h2>{M.benefitsHeading}</h2>
          <InfoCardGrid items={benefits} />
        </SectionInner>
      </Section>

      <Section $tinted>
        <SectionInner>
          <h2>{M.overviewHeading}</h2>
          <Overview>
            <div>
              <p>{pkg.detailedDescription}</p>
              <FeatureList aria-label={M.featuresLabel(pkg.name)}>
                {pkg.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </FeatureList>
            </div>
            <Grid $min={160}>
              <InfoCard>
                <h3>{M.investment}</h3>
                <p>{priceText(pkg.price)}</p>
              </InfoCard>
              <InfoCard>
                <h3>{M.timeline}</h3>
                <p>{pkg.timeline}</p>
              </InfoCard>
              <InfoCard>
                <h3>{M.warranty}</h3>
                <p>{warranty}</p>
              </InfoCard>
            </Grid>
          </Overview>
        </SectionInner>
      </Section>

      <PackageProcess />

      <Section $tinted>
        <SectionInner>
          <StatsStrip stats={figures} icons={ALL_ICONS} label="Why clients trust us" />
        </SectionInner>
      </Section>

      <PackageCallToAction pkg={pkg} />
    </>
  );
}

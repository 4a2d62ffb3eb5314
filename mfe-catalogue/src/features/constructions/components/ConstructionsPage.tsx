import { useRef, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PackageCard, StatsStrip } from '@marketplace/shared/catalogue-cards';
import {
  constructionsPageAnswer,
  findConstructionPackage,
  type ConstructionsPageResponse,
} from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import { Button, useMessages } from '@marketplace/shared/ui';
import { ALL_ICONS } from '@marketplace/shared/icons';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { WhatsAppButton } from '../../../components/ExternalContactLinks';
import { useSavedPackages } from '../hooks/use-saved-packages';
import { CONSTRUCTION_HERO_IMAGE } from '../images';
import { constructionCatalogue } from '../catalogue';
import { CONSTRUCTION_REASONS, CONSULTATION_WHATSAPP_TEXT } from '../messages';
import { Actions, Grid, Hero, HeroInner, Section, SectionInner } from './layout';
import { InfoCardGrid } from './InfoCardGrid';

const DetailsLink = styled(Link)`
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** /constructions: hero, stats, reasons and the package cards (docs/product/catalogue.md "Construction packages"). */
export default function ConstructionsPage() {
  const M = useMessages(constructionCatalogue);
  const packagesHeading = useRef<HTMLHeadingElement>(null);

  const scrollToPackages = () => {
    const heading = packagesHeading.current;
    // jsdom has no scrollIntoView; focus still moves, which is what keyboard users need.
    heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <>
      <Hero>
        <HeroInner>
          <div>
            <h1>{M.heroTitle}</h1>
            <p>{M.heroSubtitle}</p>
            <Actions>
              <Button variant="secondary" size="lg" onClick={scrollToPackages}>
                {M.viewPackages}
              </Button>
              <WhatsAppButton text={CONSULTATION_WHATSAPP_TEXT} line="constructionInterior">
                {M.freeConsultation}
              </WhatsAppButton>
            </Actions>
          </div>
          <img src={CONSTRUCTION_HERO_IMAGE} alt={M.heroAlt} width={400} height={260} />
        </HeroInner>
      </Hero>
      <CatalogueContent page="constructions" answer={constructionsPageAnswer}>
        {(constructions) => <Packages constructions={constructions} headingRef={packagesHeading} />}
      </CatalogueContent>
    </>
  );
}

function Packages({
  constructions,
  headingRef,
}: {
  constructions: ConstructionsPageResponse;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const M = useMessages(constructionCatalogue);
  const navigate = useNavigate();
  const { packages } = constructions;
  useSavedPackages(packages);
  const platinum = findConstructionPackage(packages, 'platinum');
  return (
    <>
      <Section>
        <SectionInner>
          <StatsStrip
            stats={constructions.figures.filter((figure) => figure.set === 'constructions')}
            icons={ALL_ICONS}
            label={M.statsLabel}
          />
        </SectionInner>
      </Section>

      <Section $tinted>
        <SectionInner>
          <h2>{M.reasonsHeading}</h2>
          <InfoCardGrid
            items={CONSTRUCTION_REASONS.map((reason, i) => ({ ...reason, ...M.reasons[i] }))}
          />
        </SectionInner>
      </Section>

      <Section id="packages">
        <SectionInner>
          <h2 ref={headingRef} tabIndex={-1}>
            {M.packagesHeading}
          </h2>
          <p>{M.packagesIntro}</p>
          <Grid $min={280}>
            {packages.map((pkg) => {
              const to = paths.constructionPackage(pkg.name);
              return (
                <PackageCard
                  key={pkg.key}
                  pkg={pkg}
                  icons={ALL_ICONS}
                  // Spec: a click anywhere on the card opens the package.
                  onOpen={() => navigate(to)}
                  detailsLink={
                    // The real link keeps the card reachable by keyboard and screen readers.
                    <DetailsLink
                      to={to}
                      aria-label={M.viewDetailsOf(pkg.name)}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {M.viewDetails}
                    </DetailsLink>
                  }
                />
              );
            })}
          </Grid>
          {platinum && (
            <Actions>
              <Button as={Link} to={paths.constructionPackage(platinum.name)} size="lg">
                {M.viewPlatinumDetails}
              </Button>
            </Actions>
          )}
          <p>{M.pricingNote}</p>
        </SectionInner>
      </Section>
    </>
  );
}

import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CONSTRUCTION_PACKAGES } from '@marketplace/shared/catalogue';
import { paths } from '@marketplace/shared/config';
import { Button } from '@marketplace/shared/ui';
import { ALL_ICONS } from '@marketplace/shared/icons';
import { WhatsAppButton } from '../../../components/ExternalContactLinks';
import { StatsStrip } from '../../../components/StatsStrip';
import { useSavedPackages } from '../hooks/use-saved-packages';
import { CONSTRUCTION_HERO_IMAGE } from '../images';
import {
  CONSTRUCTION_MESSAGES as M,
  CONSTRUCTION_REASONS,
  CONSTRUCTION_STATS,
  CONSULTATION_WHATSAPP_TEXT,
} from '../messages';
import { Actions, Grid, Hero, HeroInner, Section, SectionInner } from './layout';
import { InfoCardGrid } from './InfoCardGrid';
import { PackageCard } from './PackageCard';

const PLATINUM = CONSTRUCTION_PACKAGES[0];

/** /constructions: hero, stats, reasons and the three package cards (docs/product/catalogue.md "Construction packages"). */
export default function ConstructionsPage() {
  const packagesHeading = useRef<HTMLHeadingElement>(null);
  useSavedPackages(CONSTRUCTION_PACKAGES);

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
          <img
            src={CONSTRUCTION_HERO_IMAGE}
            alt="Illustration of a construction site with a crane and new homes"
            width={400}
            height={260}
          />
        </HeroInner>
      </Hero>

      <Section>
        <SectionInner>
          <StatsStrip
            stats={CONSTRUCTION_STATS}
            icons={ALL_ICONS}
            label="Our construction record"
          />
        </SectionInner>
      </Section>

      <Section $tinted>
        <SectionInner>
          <h2>{M.reasonsHeading}</h2>
          <InfoCardGrid items={CONSTRUCTION_REASONS} />
        </SectionInner>
      </Section>

      <Section id="packages">
        <SectionInner>
          <h2 ref={packagesHeading} tabIndex={-1}>
            {M.packagesHeading}
          </h2>
          <p>{M.packagesIntro}</p>
          <Grid $min={280}>
            {CONSTRUCTION_PACKAGES.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </Grid>
          {PLATINUM && (
            <Actions>
              <Button as={Link} to={paths.constructionPackage(PLATINUM.name)} size="lg">
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

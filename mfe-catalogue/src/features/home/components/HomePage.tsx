import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FaqAccordion, StatsStrip } from '@marketplace/shared/catalogue-cards';
import { homePageAnswer, type HomePageResponse } from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, visuallyHidden, useMessages } from '@marketplace/shared/ui';
import { WhatsAppButton } from '../../../components/ExternalContactLinks';
import { serviceWhatsappText } from '../../../components/messages';
import { Section, SectionIntro, SectionTitle } from '../../../components/section';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { useWelcomeToast } from '../../../lib/use-welcome-toast';
import {
  CATEGORY_CARDS,
  ELITE_TILES,
  HOME_GALLERY,
  HOME_PORTFOLIO,
  SHOWCASE_TILES,
} from '../content';
import { HOME_ICONS } from '../icons';
import { HOME_SECTION_IDS, HOME_WHATSAPP_SERVICE } from '../messages';
import { homeCatalogue } from '../catalogue';
import { CategoryCards } from './CategoryCards';
import { EliteTiles } from './EliteTiles';
import { HeroSlider } from './HeroSlider';
import { HomeGallery, PortfolioGrid } from './ImageGrids';
import { MostBookedCarousel } from './MostBookedCarousel';
import { ShowcaseTiles } from './ShowcaseTiles';

const HiddenHeading = styled.h1`
  ${visuallyHidden}
`;

/** The ghost button's navy text would vanish on the navy hero. */
const OnDarkButton = styled(Button)`
  && {
    color: ${({ theme }) => theme.colors.textOnDark};
  }

  &&:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Band = styled.div`
  background: ${({ theme }) => theme.colors.surface};
`;

const Vision = styled.blockquote`
  max-width: 60ch;
  margin: 0 auto;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

const Closing = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: ${({ theme }) => theme.space['2xl']};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  text-align: center;

  & > h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.accent};
  }

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

// Downloaded only once the business has published testimonials.
const Testimonials = lazy(() => import('./Testimonials'));

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** `/`: both content sets of the spec's home page, the catalogue's part as published. */
export default function HomePage() {
  const t = useMessages(homeCatalogue);
  useWelcomeToast(t.welcome);
  return (
    <>
      <HiddenHeading>{t.pageTitle}</HiddenHeading>
      <CatalogueContent page="home" answer={homePageAnswer}>
        {(home) => <HomeSections home={home} />}
      </CatalogueContent>
    </>
  );
}

function HomeSections({ home }: { home: HomePageResponse }) {
  const t = useMessages(homeCatalogue);
  const { hash } = useLocation();
  const icons = HOME_ICONS;
  const figures = (set: string) => home.figures.filter((figure) => figure.set === set);

  // Another page can link to a section of this one, e.g. '/#faq' from the contact page.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  return (
    <>
      <HeroSlider
        slides={home.slides}
        actions={
          <>
            <Button
              variant="secondary"
              size="lg"
              onClick={() => scrollToSection(HOME_SECTION_IDS.mostBooked)}
            >
              {t.exploreServices}
            </Button>
            <OnDarkButton as={Link} to={paths.contact()} variant="ghost" size="lg">
              {t.freeQuote}
            </OnDarkButton>
          </>
        }
      />
      <PageContainer>
        <Section id={HOME_SECTION_IDS.mostBooked} aria-labelledby="home-most-booked">
          <SectionTitle id="home-most-booked">{t.mostBookedHeading}</SectionTitle>
          <SectionIntro>{t.mostBookedIntro}</SectionIntro>
          <MostBookedCarousel services={home.services} icons={icons} />
        </Section>
        <StatsStrip stats={figures('home')} icons={icons} label={t.statsLabel} dark />
        <Section aria-labelledby="home-showcase">
          <SectionTitle id="home-showcase">{t.showcaseHeading}</SectionTitle>
          <SectionIntro>{t.showcaseIntro}</SectionIntro>
          <ShowcaseTiles tiles={SHOWCASE_TILES} />
        </Section>
        <Section aria-labelledby="home-elite">
          <SectionTitle id="home-elite">{t.eliteHeading}</SectionTitle>
          <SectionIntro>{t.eliteIntro}</SectionIntro>
          <EliteTiles tiles={ELITE_TILES} />
        </Section>
        <Section aria-labelledby="home-categories">
          <SectionTitle id="home-categories">{t.categoriesHeading}</SectionTitle>
          <CategoryCards cards={CATEGORY_CARDS} />
        </Section>
      </PageContainer>
      <Band>
        <PageContainer>
          <Section aria-labelledby="home-service-stats">
            <SectionTitle id="home-service-stats">{t.serviceStatsHeading}</SectionTitle>
            <StatsStrip
              stats={figures('home-services')}
              icons={icons}
              label={t.serviceStatsLabel}
            />
          </Section>
        </PageContainer>
      </Band>
      <PageContainer>
        <Section aria-labelledby="home-gallery">
          <SectionTitle id="home-gallery">{t.galleryHeading}</SectionTitle>
          <HomeGallery images={HOME_GALLERY} />
        </Section>
        <Section aria-labelledby="home-portfolio">
          <SectionTitle id="home-portfolio">{t.portfolioHeading}</SectionTitle>
          <SectionIntro>{t.portfolioIntro}</SectionIntro>
          <PortfolioGrid items={HOME_PORTFOLIO} />
        </Section>
        {home.testimonials.length > 0 ? (
          <Suspense fallback={null}>
            <Testimonials testimonials={home.testimonials} />
          </Suspense>
        ) : null}
        <Section aria-labelledby="home-vision">
          <SectionTitle id="home-vision">{t.visionHeading}</SectionTitle>
          <Vision>{t.vision}</Vision>
        </Section>
        <Section id={HOME_SECTION_IDS.faq} aria-labelledby="home-faq">
          <SectionTitle id="home-faq">{t.faqHeading}</SectionTitle>
          <FaqAccordion items={home.faqs} />
        </Section>
        <Closing aria-labelledby="home-cta">
          <h2 id="home-cta">{t.ctaHeading}</h2>
          <p>{t.ctaBody}</p>
          <div>
            <Button as={Link} to={paths.contact()} variant="secondary" size="lg">
              {t.ctaContact}
            </Button>
            <WhatsAppButton text={serviceWhatsappText(HOME_WHATSAPP_SERVICE)} />
          </div>
        </Closing>
      </PageContainer>
    </>
  );
}

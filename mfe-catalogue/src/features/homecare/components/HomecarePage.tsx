import { useMemo, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { HomecareCard, StatsStrip } from '@marketplace/shared/catalogue-cards';
import {
  homecarePageAnswer,
  type HomecarePageResponse,
} from '@marketplace/shared/contracts-catalogue';
import { BUSINESS } from '@marketplace/shared/config';
import { Button, PageContainer, focusRing, useMessages } from '@marketplace/shared/ui';
import { SearchIcon, ToolboxIcon } from '@marketplace/shared/icons';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { FloatingContactButtons } from '../../../components/FloatingContactButtons';
import { serviceWhatsappText } from '../../../components/messages';
import { PageHero } from '../../../components/PageHero';
import { CardGrid, DarkPanel, Section, SectionTitle } from '../../../components/section';
import { PriceAction } from '../../../components/price-action/PriceAction';
import { StatusPanel } from '@marketplace/shared/status-panel';
import heroArt from '../../../assets/home/homecare.svg';
import { filterHomecareServices } from '../filter-services';
import { useHomecareFilters } from '../hooks/use-homecare-filters';
import { HOMECARE_ICONS } from '../icons';
import { homecareCatalogue } from '../catalogue';
import { HOMECARE_MESSAGES } from '../messages';
import { CategoryTabs } from './CategoryTabs';

const StatsWrap = styled.div`
  margin-top: -${({ theme }) => theme.space.xl};
`;

const SearchField = styled.div`
  max-width: 480px;
  margin: 0 auto ${({ theme }) => theme.space.lg};

  & > label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  & > input {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }

  & > input:focus-visible {
    ${focusRing}
  }
`;

const Custom = styled(DarkPanel)`
  & h2 {
    color: ${({ theme }) => theme.colors.accent};
    letter-spacing: 0.06em;
  }

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Footer = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

// The WhatsApp message goes to the business, which reads it in English.
const whatsappText = serviceWhatsappText(HOMECARE_MESSAGES.whatsappService);

/** /homecare: categories, sub-categories, search and the service grid. */
export default function HomecarePage() {
  const t = useMessages(homecareCatalogue);
  const servicesRef = useRef<HTMLElement>(null);

  return (
    <>
      <PageHero
        eyebrow={t.heroEyebrow}
        title={t.heroTitle}
        subtitle={t.heroSubtitle}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => servicesRef.current?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t.heroBrowse}
            </Button>
            <WhatsAppButton text={whatsappText} />
          </>
        }
        art={<img src={heroArt} alt="" width={320} height={200} />}
      />
      <PageContainer>
        <CatalogueContent page="homecare" answer={homecarePageAnswer}>
          {(homecare) => <HomecareServices homecare={homecare} sectionRef={servicesRef} />}
        </CatalogueContent>
        <Custom aria-labelledby="homecare-custom">
          <h2 id="homecare-custom">{t.customHeading}</h2>
          <p>{t.customBody}</p>
          <div>
            <WhatsAppButton text={whatsappText}>{t.customWhatsapp}</WhatsAppButton>
            <CallButton variant="light">{t.customCall}</CallButton>
          </div>
        </Custom>
      </PageContainer>
      <Footer>{t.footer(BUSINESS.copyrightYear, BUSINESS.footerLocation)}</Footer>
      <FloatingContactButtons whatsappText={whatsappText} />
    </>
  );
}

/** The figures and the filtered services, from the published catalogue. */
function HomecareServices({
  homecare,
  sectionRef,
}: {
  homecare: HomecarePageResponse;
  sectionRef: RefObject<HTMLElement | null>;
}) {
  const t = useMessages(homecareCatalogue);
  const filters = useHomecareFilters();
  const { category, subCategory, search } = filters;
  const icons = HOMECARE_ICONS;
  const shown = useMemo(
    () => filterHomecareServices(homecare.services, { category, subCategory, search }),
    [homecare.services, category, subCategory, search],
  );
  return (
    <>
      <StatsWrap>
        <StatsStrip stats={homecare.figures} icons={icons} label={t.statsLabel} dark />
      </StatsWrap>
      <Section ref={sectionRef} aria-labelledby="homecare-services">
        <SectionTitle id="homecare-services">{t.servicesHeading}</SectionTitle>
        <CategoryTabs
          category={category}
          subCategory={subCategory}
          subCategories={filters.subCategories}
          onCategory={filters.selectCategory}
          onSubCategory={filters.selectSubCategory}
        />
        <SearchField>
          <label htmlFor="homecare-search">{t.searchLabel}</label>
          <input
            id="homecare-search"
            type="search"
            value={search}
            placeholder={t.searchPlaceholder}
            onChange={(event) => filters.setSearch(event.target.value)}
          />
        </SearchField>
        {shown.length > 0 ? (
          <CardGrid $columns={3} aria-label={t.resultsLabel}>
            {shown.map((service) => (
              <li key={service.key}>
                <HomecareCard
                  service={service}
                  icons={icons}
                  actions={
                    <>
                      <WhatsAppButton text={serviceWhatsappText(service.name)}>
                        {t.bookNow}
                      </WhatsAppButton>
                      <PriceAction
                        item={{ ...service, kind: 'homecare' }}
                        size="sm"
                        variant="ghost"
                      />
                    </>
                  }
                />
              </li>
            ))}
          </CardGrid>
        ) : search.trim() ? (
          <StatusPanel
            headingLevel={2}
            icon={SearchIcon}
            title={t.noMatchTitle(search.trim())}
            actions={
              <Button variant="ghost" onClick={() => filters.setSearch('')}>
                {t.clearSearch}
              </Button>
            }
          >
            {t.noMatchBody}
          </StatusPanel>
        ) : (
          <StatusPanel
            headingLevel={2}
            icon={ToolboxIcon}
            title={t.emptyTitle(t.categoryName(subCategory))}
            actions={<WhatsAppButton text={serviceWhatsappText(subCategory)} />}
          >
            {t.emptyBody}
          </StatusPanel>
        )}
      </Section>
    </>
  );
}

import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { MaintenanceCard, StatsStrip } from '@marketplace/shared/catalogue-cards';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, media, useMessages } from '@marketplace/shared/ui';
import { ALL_ICONS, NamedIcon } from '@marketplace/shared/icons';
import { maintenancePageAnswer } from '@marketplace/shared/contracts-catalogue';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { serviceWhatsappText } from '../../../components/messages';
import { PageHero } from '../../../components/PageHero';
import { CardGrid, Section, SectionIntro, SectionTitle } from '../../../components/section';
import heroArt from '../../../assets/maintenance/housekeeping.svg';
import { MAINTENANCE_MESSAGES, MAINTENANCE_WHY_CHOOSE } from '../messages';
import { maintenanceCatalogue } from '../catalogue';

const StatsWrap = styled.div`
  margin-top: -${({ theme }) => theme.space.xl};
`;

const Points = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  & h3 {
    margin: ${({ theme }) => `${theme.space.sm} 0`};
    color: ${({ theme }) => theme.colors.primary};
  }

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Consultation = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.accentSoft};
  text-align: center;

  & h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// The WhatsApp message goes to the business, which reads it in English.
const consultationText = serviceWhatsappText(MAINTENANCE_MESSAGES.consultationService);

/** /maintenance: the three maintenance and manpower services. */
export default function MaintenancePage() {
  const t = useMessages(maintenanceCatalogue);
  return (
    <>
      <PageHero
        title={t.heroTitle}
        subtitle={t.heroSubtitle}
        actions={<WhatsAppButton text={consultationText}>{t.consultationLink}</WhatsAppButton>}
        art={<img src={heroArt} alt="" width={320} height={200} />}
      />
      <PageContainer>
        <CatalogueContent page="maintenance" answer={maintenancePageAnswer}>
          {(maintenance) => (
            <>
              <StatsWrap>
                <StatsStrip
                  stats={maintenance.figures}
                  icons={ALL_ICONS}
                  label={t.statsLabel}
                  dark
                />
              </StatsWrap>
              <Section aria-labelledby="maintenance-services">
                <SectionTitle id="maintenance-services">{t.servicesHeading}</SectionTitle>
                <SectionIntro>{t.servicesIntro}</SectionIntro>
                <CardGrid>
                  {maintenance.services.map((service) => (
                    <li key={service.key}>
                      <MaintenanceCard
                        service={service}
                        icons={ALL_ICONS}
                        actions={
                          <>
                            <WhatsAppButton text={serviceWhatsappText(service.name)}>
                              {t.whatsapp}
                            </WhatsAppButton>
                            <CallButton>{t.call}</CallButton>
                            <Button
                              as={Link}
                              to={paths.maintenanceService(service.slug)}
                              variant="secondary"
                            >
                              {t.viewDetails}
                            </Button>
                          </>
                        }
                      />
                    </li>
                  ))}
                </CardGrid>
              </Section>
            </>
          )}
        </CatalogueContent>
        <Section aria-labelledby="maintenance-why">
          <SectionTitle id="maintenance-why">{t.whyHeading}</SectionTitle>
          <Points>
            {MAINTENANCE_WHY_CHOOSE.map((point, i) => (
              <li key={point.title}>
                <span aria-hidden="true">
                  <NamedIcon name={point.icon} size="2rem" />
                </span>
                <h3>{t.whyChoose[i]?.title}</h3>
                <p>{t.whyChoose[i]?.description}</p>
              </li>
            ))}
          </Points>
        </Section>
        <Consultation aria-labelledby="maintenance-consultation">
          <h2 id="maintenance-consultation">{t.consultationHeading}</h2>
          <p>{t.consultationBody}</p>
          <WhatsAppButton text={consultationText}>{t.consultationLink}</WhatsAppButton>
        </Consultation>
      </PageContainer>
    </>
  );
}

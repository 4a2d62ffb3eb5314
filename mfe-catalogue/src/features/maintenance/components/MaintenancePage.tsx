import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { MaintenanceCard, StatsStrip } from '@marketplace/shared/catalogue-cards';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, media } from '@marketplace/shared/ui';
import { ALL_ICONS, NamedIcon } from '@marketplace/shared/icons';
import { maintenancePageAnswer } from '@marketplace/shared/contracts-catalogue';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { serviceWhatsappText } from '../../../components/messages';
import { PageHero } from '../../../components/PageHero';
import { CardGrid, Section, SectionIntro, SectionTitle } from '../../../components/section';
import heroArt from '../../../assets/maintenance/housekeeping.svg';
import { MAINTENANCE_MESSAGES, MAINTENANCE_WHY_CHOOSE } from '../messages';

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

const consultationText = serviceWhatsappText(MAINTENANCE_MESSAGES.consultationService);

/** /maintenance: the three maintenance and manpower services. */
export default function MaintenancePage() {
  return (
    <>
      <PageHero
        title={MAINTENANCE_MESSAGES.heroTitle}
        subtitle={MAINTENANCE_MESSAGES.heroSubtitle}
        actions={
          <WhatsAppButton text={consultationText}>
            {MAINTENANCE_MESSAGES.consultationLink}
          </WhatsAppButton>
        }
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
                  label={MAINTENANCE_MESSAGES.statsLabel}
                  dark
                />
              </StatsWrap>
              <Section aria-labelledby="maintenance-services">
                <SectionTitle id="maintenance-services">
                  {MAINTENANCE_MESSAGES.servicesHeading}
                </SectionTitle>
                <SectionIntro>{MAINTENANCE_MESSAGES.servicesIntro}</SectionIntro>
                <CardGrid>
                  {maintenance.services.map((service) => (
                    <li key={service.key}>
                      <MaintenanceCard
                        service={service}
                        icons={ALL_ICONS}
                        actions={
                          <>
                            <WhatsAppButton text={serviceWhatsappText(service.name)}>
                              {MAINTENANCE_MESSAGES.whatsapp}
                            </WhatsAppButton>
                            <CallButton>{MAINTENANCE_MESSAGES.call}</CallButton>
                            <Button
                              as={Link}
                              to={paths.maintenanceService(service.slug)}
                              variant="secondary"
                            >
                              {MAINTENANCE_MESSAGES.viewDetails}
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
          <SectionTitle id="maintenance-why">{MAINTENANCE_MESSAGES.whyHeading}</SectionTitle>
          <Points>
            {MAINTENANCE_WHY_CHOOSE.map((point) => (
              <li key={point.title}>
                <span aria-hidden="true">
                  <NamedIcon name={point.icon} size="2rem" />
                </span>
                <h3>{point.title}</h3>
                <p>{point.description}</p>
              </li>
            ))}
          </Points>
        </Section>
        <Consultation aria-labelledby="maintenance-consultation">
          <h2 id="maintenance-consultation">{MAINTENANCE_MESSAGES.consultationHeading}</h2>
          <p>{MAINTENANCE_MESSAGES.consultationBody}</p>
          <WhatsAppButton text={consultationText}>
            {MAINTENANCE_MESSAGES.consultationLink}
          </WhatsAppButton>
        </Consultation>
      </PageContainer>
    </>
  );
}

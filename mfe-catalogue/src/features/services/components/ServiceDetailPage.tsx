import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  servicesPageAnswer,
  findBySlugOrName,
  priceFigure,
  type ServicesPageResponse,
} from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading, media, useMessages } from '@marketplace/shared/ui';
import { ALL_ICONS, SearchIcon } from '@marketplace/shared/icons';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { serviceWhatsappText } from '../../../components/messages';
import { IconPicture, coverImageFrame } from '@marketplace/shared/catalogue-cards';
import { PriceAction } from '../../../components/price-action/PriceAction';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { serviceCatalogue } from '../catalogue';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.lg};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

const Media = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  ${coverImageFrame}
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Included = styled.ul`
  padding-left: ${({ theme }) => theme.space.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const PriceBox = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accent};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Detail page of one of the bookable services of the home page. */
export default function ServiceDetailPage() {
  return (
    <CatalogueContent page="services" answer={servicesPageAnswer}>
      {(services) => <FoundOrNot services={services} />}
    </CatalogueContent>
  );
}

function FoundOrNot({ services }: { services: ServicesPageResponse }) {
  const t = useMessages(serviceCatalogue);
  const { serviceName = '' } = useParams();
  const service = findBySlugOrName(services.services, serviceName);

  if (!service) {
    return (
      <PageContainer>
        <StatusPanel
          headingLevel={1}
          icon={SearchIcon}
          title={t.notFoundTitle}
          actions={
            <Button as={Link} to={paths.home()}>
              {t.backHome}
            </Button>
          }
        >
          {t.notFoundBody}
        </StatusPanel>
      </PageContainer>
    );
  }

  const whatsappText = serviceWhatsappText(service.name);
  return (
    <PageContainer>
      <Link to={paths.home()}>← {t.allServices}</Link>
      <Layout>
        <Media>
          <IconPicture
            icons={ALL_ICONS}
            src={service.picture}
            alt={`${service.name} service illustration`}
            width={640}
            height={400}
            icon={service.icon}
            label={service.name}
          />
        </Media>
        <div>
          <PageHeading>{service.name}</PageHeading>
          <Summary>{service.summary}</Summary>
          <p>{service.description}</p>
          <h2>{t.included}</h2>
          <Included>
            {service.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Included>
          <PriceBox aria-label={t.priceLabel}>
            {service.price.kind === 'from' ? <Note>{t.startingAt}</Note> : null}
            <Price>
              {priceFigure(service.price)}{' '}
              <small>
                {service.price.unit || (service.price.kind === 'monthly' ? 'per month' : '')}
              </small>
            </Price>
            <Note>{t.priceNote}</Note>
            <Actions>
              <WhatsAppButton text={whatsappText} line="maintenanceInterior">
                {t.bookWhatsapp}
              </WhatsAppButton>
              <CallButton variant="light">{t.call}</CallButton>
              <PriceAction item={{ ...service, kind: 'service' }} variant="secondary" />
            </Actions>
          </PriceBox>
        </div>
      </Layout>
    </PageContainer>
  );
}

import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { findBookableService } from '@marketplace/shared/catalogue';
import { formatInr, paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading, media } from '@marketplace/shared/ui';
import { ALL_ICONS, SearchIcon } from '@marketplace/shared/icons';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { IconImage } from '../../../components/IconImage';
import { serviceWhatsappText } from '../../../components/messages';
import { coverImageFrame } from '../../../components/section';
import { BOOKABLE_SERVICE_IMAGES } from '../../../components/service-images';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { SERVICE_MESSAGES } from '../messages';

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

/** Detail page of one of the four bookable services of the home page. */
export default function ServiceDetailPage() {
  const { serviceName = '' } = useParams();
  const service = findBookableService(serviceName);

  if (!service) {
    return (
      <PageContainer>
        <StatusPanel
          headingLevel={1}
          icon={SearchIcon}
          title={SERVICE_MESSAGES.notFoundTitle}
          actions={
            <Button as={Link} to={paths.home()}>
              {SERVICE_MESSAGES.backHome}
            </Button>
          }
        >
          {SERVICE_MESSAGES.notFoundBody}
        </StatusPanel>
      </PageContainer>
    );
  }

  const whatsappText = serviceWhatsappText(service.name);
  return (
    <PageContainer>
      <Link to={paths.home()}>← {SERVICE_MESSAGES.allServices}</Link>
      <Layout>
        <Media>
          <IconImage
            icons={ALL_ICONS}
            src={BOOKABLE_SERVICE_IMAGES[service.image]}
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
          <h2>{SERVICE_MESSAGES.included}</h2>
          <Included>
            {service.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Included>
          <PriceBox aria-label={SERVICE_MESSAGES.priceLabel}>
            <Note>{SERVICE_MESSAGES.startingAt}</Note>
            <Price>
              {formatInr(service.price)} <small>{service.priceUnit}</small>
            </Price>
            <Note>{SERVICE_MESSAGES.priceNote}</Note>
            <Actions>
              <WhatsAppButton text={whatsappText} line="maintenanceInterior">
                {SERVICE_MESSAGES.bookWhatsapp}
              </WhatsAppButton>
              <CallButton variant="light">{SERVICE_MESSAGES.call}</CallButton>
              <AddToCartButton itemType="service" itemId={service.id} variant="secondary" />
            </Actions>
          </PriceBox>
        </div>
      </Layout>
    </PageContainer>
  );
}

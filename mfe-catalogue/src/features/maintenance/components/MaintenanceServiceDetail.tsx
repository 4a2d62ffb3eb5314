import { useMemo } from 'react';
import {
  priceText,
  type MaintenancePageResponse,
  type MaintenanceService,
} from '@marketplace/shared/contracts-catalogue';
import { PageContainer, useMessages } from '@marketplace/shared/ui';
import { NamedIcon } from '@marketplace/shared/icons';
import { PriceAction } from '../../../components/price-action/PriceAction';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { serviceWhatsappText } from '../../../components/messages';
import { PageHero } from '../../../components/PageHero';
import { Section, SectionTitle } from '../../../components/section';
import { useWelcomeToast } from '../../../lib/use-welcome-toast';
import { exploreMoreFor } from '../explore-more';
import { ASSURANCE_TILES } from '../messages';
import { maintenanceCatalogue } from '../catalogue';
import {
  Actions,
  DarkPanel,
  Features,
  Muted,
  Price,
  Quote,
  Tiles,
  TwoColumns,
} from './detail-styles';
import { ExploreMoreServices } from './ExploreMoreServices';
import { ServiceGallery } from './ServiceGallery';

/** The found state of /maintenance/:serviceName. */
export default function MaintenanceServiceDetail({
  service,
  maintenance,
}: {
  service: MaintenanceService;
  maintenance: MaintenancePageResponse;
}) {
  const t = useMessages(maintenanceCatalogue);
  useWelcomeToast(t.welcome(service.name));
  const explore = useMemo(
    () => exploreMoreFor(service, maintenance.services, maintenance.related),
    [service, maintenance],
  );
  const whatsappText = serviceWhatsappText(service.name);

  return (
    <>
      <PageHero
        eyebrow={t.heroTitle}
        title={service.name}
        subtitle={
          <>
            <p>{service.detailedDescription}</p>
            <p>
              <small>{t.pricesVary}</small>
            </p>
          </>
        }
        actions={
          <>
            <WhatsAppButton text={whatsappText}>{t.bookWhatsapp}</WhatsAppButton>
            <CallButton variant="light">{t.callNow}</CallButton>
          </>
        }
      />
      <PageContainer>
        <TwoColumns>
          <section aria-labelledby="service-gallery">
            <h2 id="service-gallery">{t.galleryHeading}</h2>
            {/* keyed by service so moving to another service starts at its first image */}
            <ServiceGallery
              key={service.key}
              name={service.name}
              icon={service.icon}
              images={service.gallery}
            />
          </section>
          <section aria-labelledby="service-features">
            <h2 id="service-features">{t.featuresHeading}</h2>
            <Features>
              {service.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </Features>
          </section>
        </TwoColumns>

        <Section aria-label={t.assuranceLabel}>
          <Tiles>
            {ASSURANCE_TILES.map((tile, i) => (
              <li key={tile.title}>
                <span aria-hidden="true">
                  <NamedIcon name={tile.icon} size="2rem" />
                </span>
                <h3>{t.assurances[i]?.title}</h3>
                <p>{t.assurances[i]?.text}</p>
              </li>
            ))}
          </Tiles>
        </Section>

        <DarkPanel aria-labelledby="service-pricing">
          <h2 id="service-pricing">{t.pricingHeading}</h2>
          <Price>{priceText(service.price)}</Price>
          <Muted>{t.pricesVary}</Muted>
          <Actions>
            <WhatsAppButton text={whatsappText}>{t.bookWhatsapp}</WhatsAppButton>
            <CallButton variant="light">{t.callNow}</CallButton>
            <PriceAction item={{ ...service, kind: 'maintenance' }} variant="secondary" />
          </Actions>
        </DarkPanel>

        <section aria-labelledby="service-about">
          <h2 id="service-about">{t.aboutHeading}</h2>
          <p>{service.about}</p>
        </section>

        <Quote>
          <blockquote>{service.quote.text}</blockquote>
          <figcaption>{service.quote.author}</figcaption>
        </Quote>

        <Section aria-labelledby="service-explore">
          <SectionTitle id="service-explore">{t.exploreHeading}</SectionTitle>
          <ExploreMoreServices items={explore} />
        </Section>

        <DarkPanel aria-labelledby="service-cta">
          <h2 id="service-cta">{t.ctaHeading}</h2>
          <Muted>{t.ctaBody}</Muted>
          <Actions>
            <WhatsAppButton text={whatsappText}>{t.bookWhatsapp}</WhatsAppButton>
            <CallButton variant="light">{t.callNow}</CallButton>
          </Actions>
        </DarkPanel>
      </PageContainer>
    </>
  );
}

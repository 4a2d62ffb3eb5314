import styled from 'styled-components';
import {
  DesignCard,
  FaqAccordion,
  FurnitureCard,
  HeroRegion,
  HeroSlideView,
  HomecareCard,
  MaintenanceCard,
  PackageCard,
  ServiceTile,
  StatsStrip,
  TestimonialCard,
} from '@marketplace/shared/catalogue-cards';
import type { CatalogueKind } from '@marketplace/shared/contracts';
import type { CatalogueBodies } from '@marketplace/shared/catalogue-schemas';
import { ALL_ICONS } from '@marketplace/shared/icons';
import { useMessages } from '@marketplace/shared/ui';
import { catalogueTabCatalogue } from '../catalogue';
import type { Body } from '../kinds';

const Frame = styled.div<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '100%' : '360px')};

  &[inert] {
    pointer-events: none;
  }
`;

/**
 * The item drawn by the very card the site uses (@marketplace/shared/catalogue-cards), from the
 * form as it is now: each keystroke shows. Inert (nothing in it can be clicked), but for the FAQ,
 * whose answer shows only once its question is opened.
 */
export function CardPreview({
  kind,
  body,
  itemKey,
}: {
  kind: CatalogueKind;
  body: Body;
  itemKey: string;
}) {
  const T = useMessages(catalogueTabCatalogue);
  const item = { ...body, key: itemKey };
  const as = <K extends CatalogueKind>() => item as unknown as CatalogueBodies[K] & { key: string };
  const card = (() => {
    switch (kind) {
      case 'service':
        return (
          <ServiceTile service={as<'service'>()} icons={ALL_ICONS} eager priceLine={T.priceFrom} />
        );
      case 'homecare':
        return <HomecareCard service={as<'homecare'>()} icons={ALL_ICONS} />;
      case 'maintenance':
        return <MaintenanceCard service={as<'maintenance'>()} icons={ALL_ICONS} />;
      case 'package':
        return <PackageCard pkg={as<'package'>()} icons={ALL_ICONS} />;
      case 'design':
        return <DesignCard design={as<'design'>()} />;
      case 'furniture':
        return <FurnitureCard item={as<'furniture'>()} />;
      case 'slide':
        return (
          <HeroRegion aria-label={T.slidePreview}>
            <HeroSlideView slide={as<'slide'>()} />
          </HeroRegion>
        );
      case 'faq':
        return <FaqAccordion items={[as<'faq'>()]} />;
      case 'figure':
        return <StatsStrip stats={[as<'figure'>()]} icons={ALL_ICONS} dark />;
      case 'testimonial':
        return <TestimonialCard testimonial={as<'testimonial'>()} />;
    }
  })();
  return (
    <Frame $wide={kind === 'slide' || kind === 'figure' || kind === 'faq'} inert={kind !== 'faq'}>
      {card}
    </Frame>
  );
}

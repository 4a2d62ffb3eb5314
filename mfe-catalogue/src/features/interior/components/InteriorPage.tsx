import {
  interiorPageAnswer,
  type InteriorPageResponse,
} from '@marketplace/shared/contracts-catalogue';
import { PageContainer, useMessages } from '@marketplace/shared/ui';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { Section, SectionTitle } from '../../../components/section';
import { useInteriorCatalogue } from '../hooks/use-interior-catalogue';
import { CatalogueToolbar } from './CatalogueToolbar';
import { CategoryRows } from './CategoryRows';
import { DesignResults } from './DesignResults';
import { FurnitureSection } from './FurnitureSection';
import { InteriorContactStrip, InteriorFooter } from './InteriorChrome';
import { ConsultationCallToAction, InteriorHero, InteriorProcess } from './InteriorSections';
import { interiorCatalogue } from '../catalogue';
import { StyleChips } from './StyleChips';

/** /interior: the design catalogue, then the furniture category tabs (docs/product/catalogue.md "Interior design"). */
export default function InteriorPage() {
  return (
    <>
      <InteriorContactStrip />
      <InteriorHero />
      <CatalogueContent page="interior" answer={interiorPageAnswer}>
        {(interior) => <InteriorCatalogue interior={interior} />}
      </CatalogueContent>
      <InteriorFooter />
    </>
  );
}

/** The published designs and furniture: the two sections, the process and the call to action. */
function InteriorCatalogue({ interior }: { interior: InteriorPageResponse }) {
  const M = useMessages(interiorCatalogue);
  const catalogue = useInteriorCatalogue(interior.designs);
  return (
    <>
      <PageContainer>
        <Section aria-labelledby="interior-catalogue-heading">
          <SectionTitle id="interior-catalogue-heading">{M.catalogueHeading}</SectionTitle>
          <StyleChips search={catalogue.search} onPick={catalogue.setSearch} />
          <CatalogueToolbar {...catalogue} />
          <CategoryRows {...catalogue} />
          <DesignResults {...catalogue} />
        </Section>
        <InteriorProcess />
      </PageContainer>
      <ConsultationCallToAction />
      <PageContainer>
        <FurnitureSection furniture={interior.furniture} />
      </PageContainer>
    </>
  );
}

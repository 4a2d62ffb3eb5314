import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DesignPicture, savingOf } from '@marketplace/shared/catalogue-cards';
import {
  interiorPageAnswer,
  findInteriorDesign,
  priceText,
  type InteriorPageResponse,
} from '@marketplace/shared/contracts-catalogue';
import { formatInr, paths } from '@marketplace/shared/config';
import { Button, PageContainer, media, useMessages } from '@marketplace/shared/ui';
import { SofaIcon, StarIcon } from '@marketplace/shared/icons';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { PriceAction } from '../../../components/price-action/PriceAction';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { interiorCatalogue } from '../catalogue';
import { designInquiryText } from '../messages';
import { INTERIOR_WHATSAPP } from './interior-contact';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }

  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};

  s,
  small {
    margin-left: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** /interior-design/:serviceName: a design's detail page, matched by its slug. */
export default function InteriorDesignPage() {
  return (
    <CatalogueContent page="interior" answer={interiorPageAnswer}>
      {(interior) => <FoundOrNot interior={interior} />}
    </CatalogueContent>
  );
}

function FoundOrNot({ interior }: { interior: InteriorPageResponse }) {
  const M = useMessages(interiorCatalogue);
  const { serviceName } = useParams();
  const design = findInteriorDesign(interior.designs, serviceName);
  if (!design) {
    return (
      <StatusPanel
        headingLevel={1}
        icon={SofaIcon}
        title={M.notFoundTitle}
        actions={
          <Button as={Link} to={paths.interior()}>
            {M.backToDesigns}
          </Button>
        }
      >
        {M.notFoundBody}
      </StatusPanel>
    );
  }

  const saving = savingOf(design);
  return (
    <PageContainer>
      <Link to={paths.interior()}>← {M.backToDesigns}</Link>
      <Layout>
        <DesignPicture
          picture={design.picture}
          name={design.name}
          lazy={false}
          alt={M.designAlt(design.name)}
        />
        <div>
          <h1>{design.name}</h1>
          <p>
            {M.categoryName(design.category)} - {M.categoryName(design.subCategory)}
          </p>
          <p>
            <StarIcon /> {M.reviewsAndProjects(design.rating, design.reviews, design.portfolio)}
          </p>
          <Price>
            {priceText(design.price)}
            {saving !== null && design.originalPrice !== null && (
              <>
                <s aria-label={`${M.originalPrice} ${formatInr(design.originalPrice)}`}>
                  {formatInr(design.originalPrice)}
                </s>
                <small>{M.save(formatInr(saving))}</small>
              </>
            )}
          </Price>
          <p>{M.duration(design.duration)}</p>
          <p>{design.description}</p>
          <h2>{M.included}</h2>
          <ul>
            {design.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <Actions>
            <WhatsAppButton text={designInquiryText(design)} line={INTERIOR_WHATSAPP.inquiry}>
              {M.inquire}
            </WhatsAppButton>
            <CallButton />
            <PriceAction item={{ ...design, kind: 'design' }} variant="secondary" />
          </Actions>
        </div>
      </Layout>
    </PageContainer>
  );
}

import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { findInteriorDesign, type InteriorDesign } from '@marketplace/shared/catalogue';
import { formatInr, paths } from '@marketplace/shared/config';
import { Button, PageContainer, Spinner, media } from '@marketplace/shared/ui';
import { SofaIcon, StarIcon } from '@marketplace/shared/icons';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { INTERIOR_MESSAGES as M, designInquiryText, designSaving } from '../messages';
import { DesignImage } from './DesignImage';
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

interface Lookup {
  slug: string | undefined;
  design: InteriorDesign | undefined;
}

/** /interior-design/:serviceName: a design's detail page, matched by its slug. */
export default function InteriorDesignPage() {
  const { serviceName } = useParams();
  const [lookup, setLookup] = useState<Lookup | null>(null);

  useEffect(() => {
    // Resolved one tick later, like a server lookup would be, so the loading state is real.
    let current = true;
    void Promise.resolve().then(() => {
      if (current) setLookup({ slug: serviceName, design: findInteriorDesign(serviceName) });
    });
    return () => {
      current = false;
    };
  }, [serviceName]);

  if (!lookup || lookup.slug !== serviceName) return <Spinner label="Loading design" />;

  const { design } = lookup;
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

  const saving = designSaving(design);
  return (
    <PageContainer>
      <Link to={paths.interior()}>← {M.backToDesigns}</Link>
      <Layout>
        <DesignImage
          image={design.image}
          name={design.name}
          lazy={false}
          alt={`Illustration of ${design.name}`}
        />
        <div>
          <h1>{design.name}</h1>
          <p>
            {design.category} - {design.subCategory}
          </p>
          <p>
            <StarIcon /> {design.rating} ({design.reviews} reviews) · {design.portfolio} projects
            completed
          </p>
          <Price>
            {formatInr(design.price)}
            {saving !== null && (
              <>
                <s aria-label={`Original price ${formatInr(design.originalPrice)}`}>
                  {formatInr(design.originalPrice)}
                </s>
                <small>Save {formatInr(saving)}</small>
              </>
            )}
          </Price>
          <p>Duration: {design.duration}</p>
          <p>{design.description}</p>
          <h2>What is included</h2>
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
            <AddToCartButton itemType="design" itemId={design.id} variant="secondary" />
          </Actions>
        </div>
      </Layout>
    </PageContainer>
  );
}

import { useMessages } from '@marketplace/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DesignPicture } from '@marketplace/shared/catalogue-cards';
import { priceText, type InteriorDesign } from '@marketplace/shared/contracts-catalogue';
import { formatInr, paths } from '@marketplace/shared/config';
import { Modal } from '@marketplace/shared/modal';
import { WhatsAppButton } from '../../../components/ExternalContactLinks';
import { interiorCatalogue } from '../catalogue';
import { designInquiryText } from '../messages';
import { INTERIOR_WHATSAPP } from './interior-contact';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => theme.space.md} 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export interface QuickViewModalProps {
  design: InteriorDesign | null;
  onClose: () => void;
}

/** A design's summary in a dialog, with the way to its detail page. */
export function QuickViewModal({ design, onClose }: QuickViewModalProps) {
  const M = useMessages(interiorCatalogue);
  return (
    <Modal open={design !== null} onClose={onClose} title={design?.name ?? ''}>
      {design && (
        <>
          <DesignPicture picture={design.picture} name={design.name} lazy={false} />
          <p>{design.description}</p>
          <Facts>
            <dt>{M.category}</dt>
            <dd>
              {M.categoryName(design.category)} - {M.categoryName(design.subCategory)}
            </dd>
            <dt>{M.price}</dt>
            <dd>
              {priceText(design.price)}
              {design.originalPrice !== null && design.originalPrice > design.price.amount && (
                <s> {formatInr(design.originalPrice)}</s>
              )}
            </dd>
            <dt>{M.durationLabel}</dt>
            <dd>{design.duration}</dd>
            <dt>{M.rating}</dt>
            <dd>{M.reviews(design.rating, design.reviews)}</dd>
            <dt>{M.portfolio}</dt>
            <dd>{M.projects(design.portfolio)}</dd>
          </Facts>
          <ul>
            {design.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <Actions>
            <Link to={paths.interiorDesign(design.slug)}>{M.viewDetails}</Link>
            <WhatsAppButton text={designInquiryText(design)} line={INTERIOR_WHATSAPP.inquiry}>
              {M.inquire}
            </WhatsAppButton>
          </Actions>
        </>
      )}
    </Modal>
  );
}

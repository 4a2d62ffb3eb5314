import styled from 'styled-components';
import type { Testimonial } from '@marketplace/shared/contracts-catalogue';
import { StarIcon } from '@marketplace/shared/icons';
import { useMessages } from '@marketplace/shared/ui';
import { cardCatalogue } from './catalogue';

const Frame = styled.figure`
  height: 100%;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  & > blockquote {
    margin: 0;
    flex: 1;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }

  & > figcaption {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Stars = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** What a customer said, with their rating, name and place. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useMessages(cardCatalogue);
  return (
    <Frame>
      <Stars role="img" aria-label={t.stars(testimonial.rating)}>
        {Array.from({ length: testimonial.rating }, (_, i) => (
          <StarIcon key={i} />
        ))}
      </Stars>
      <blockquote>{testimonial.text}</blockquote>
      <figcaption>{t.testimonialBy(testimonial.name, testimonial.place)}</figcaption>
    </Frame>
  );
}

import { useMessages } from '@marketplace/shared/ui';
import { TestimonialCard } from '@marketplace/shared/catalogue-cards';
import type { Testimonial } from '@marketplace/shared/contracts-catalogue';
import { CardGrid, Section, SectionTitle } from '../../../components/section';
import { homeCatalogue } from '../catalogue';

/** What customers said, as the business publishes it. */
export default function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const t = useMessages(homeCatalogue);
  return (
    <Section aria-labelledby="home-testimonials">
      <SectionTitle id="home-testimonials">{t.testimonialsHeading}</SectionTitle>
      <CardGrid>
        {testimonials.map((testimonial) => (
          <li key={testimonial.key}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

import { TestimonialCard } from '@marketplace/shared/catalogue-cards';
import type { Testimonial } from '@marketplace/shared/contracts-catalogue';
import { CardGrid, Section, SectionTitle } from '../../../components/section';
import { HOME_MESSAGES } from '../messages';

/** What customers said, as the business publishes it. */
export default function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Section aria-labelledby="home-testimonials">
      <SectionTitle id="home-testimonials">{HOME_MESSAGES.testimonialsHeading}</SectionTitle>
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

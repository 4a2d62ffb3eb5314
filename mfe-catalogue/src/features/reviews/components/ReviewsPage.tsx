import { PageContainer, PageHeading } from '@marketplace/shared/ui';
import { REVIEWS_PLACEHOLDER } from '../messages';

/** /reviews: the spec's placeholder page. */
export default function ReviewsPage() {
  return (
    <PageContainer>
      <PageHeading>{REVIEWS_PLACEHOLDER}</PageHeading>
    </PageContainer>
  );
}

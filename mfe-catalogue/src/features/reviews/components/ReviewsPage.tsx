import { PageContainer, PageHeading, useMessages } from '@marketplace/shared/ui';
import { reviewsCatalogue } from '../catalogue';

/** /reviews: the spec's placeholder page. */
export default function ReviewsPage() {
  const t = useMessages(reviewsCatalogue);
  return (
    <PageContainer>
      <PageHeading>{t.heading}</PageHeading>
    </PageContainer>
  );
}

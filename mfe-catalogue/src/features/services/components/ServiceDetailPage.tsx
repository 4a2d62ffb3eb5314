import { PageContainer, PageHeading } from '@marketplace/shared/ui';

// Minimal page: routing and composition are in place; the feature's own issue builds the page.
export default function ServiceDetailPage() {
  return (
    <PageContainer>
      <PageHeading>Service details</PageHeading>
    </PageContainer>
  );
}

import { PageContainer, PageHeading } from '@marketplace/shared/ui';

// Minimal page: routing and composition are in place; the feature's own issue builds the page.
export default function InteriorPage() {
  return (
    <PageContainer>
      <PageHeading>Interior design</PageHeading>
    </PageContainer>
  );
}

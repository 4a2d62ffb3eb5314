import styled from 'styled-components';
import { Button, PageContainer, useMessages } from '@marketplace/shared/ui';
import { shellCatalogue } from '../app/catalogue';

const Panel = styled.section`
  margin: 48px auto;
  max-width: 560px;
  padding: 32px 24px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(shellCatalogue);
  return (
    <PageContainer>
      <Panel role="alert">
        <h2>{t.remoteUnavailableTitle}</h2>
        <p>{t.remoteUnavailableText}</p>
        <Button onClick={onRetry}>{t.retry}</Button>
      </Panel>
    </PageContainer>
  );
}

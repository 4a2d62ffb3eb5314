import styled from 'styled-components';
import { Button, PageContainer } from '@marketplace/shared/ui';
import { SHELL_MESSAGES } from '../app/messages';

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
  return (
    <PageContainer>
      <Panel role="alert">
        <h2>{SHELL_MESSAGES.remoteUnavailableTitle}</h2>
        <p>{SHELL_MESSAGES.remoteUnavailableText}</p>
        <Button onClick={onRetry}>{SHELL_MESSAGES.retry}</Button>
      </Panel>
    </PageContainer>
  );
}

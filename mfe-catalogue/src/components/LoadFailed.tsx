import { Button, PageContainer, useMessages } from '@marketplace/shared/ui';
import { RepeatIcon } from '@marketplace/shared/icons';
import { CATALOGUE_DATA_MESSAGES } from '../lib/catalogue-data-messages';
import { componentCatalogue } from './catalogue';
import { StatusPanel } from '@marketplace/shared/status-panel';

/**
 * A page whose content could not be read: what went wrong, and a way to try again. The page's own
 * message is shown in the visitor's language; one from the server as the server wrote it.
 */
export default function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const M = useMessages(componentCatalogue).data;
  return (
    <PageContainer>
      <StatusPanel
        icon={RepeatIcon}
        title={M.errorTitle}
        actions={<Button onClick={onRetry}>{M.retry}</Button>}
      >
        {message === CATALOGUE_DATA_MESSAGES.loadFailed ? M.loadFailed : message}
      </StatusPanel>
    </PageContainer>
  );
}

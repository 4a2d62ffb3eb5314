import { Button, PageContainer } from '@marketplace/shared/ui';
import { RepeatIcon } from '@marketplace/shared/icons';
import { CATALOGUE_DATA_MESSAGES as M } from '../lib/catalogue-data-messages';
import { StatusPanel } from '@marketplace/shared/status-panel';

/** A page whose content could not be read: what went wrong, and a way to try again. */
export default function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageContainer>
      <StatusPanel
        icon={RepeatIcon}
        title={M.errorTitle}
        actions={<Button onClick={onRetry}>{M.retry}</Button>}
      >
        {message}
      </StatusPanel>
    </PageContainer>
  );
}

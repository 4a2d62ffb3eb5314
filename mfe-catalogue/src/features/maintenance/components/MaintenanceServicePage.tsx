import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  maintenancePageAnswer,
  findBySlugOrName,
  type MaintenancePageResponse,
} from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, Spinner } from '@marketplace/shared/ui';
import { SearchIcon } from '@marketplace/shared/icons';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { MAINTENANCE_MESSAGES } from '../messages';

// The found page is its own chunk: a mistyped address shows 'Service Not Found' without downloading
// the gallery and sections, and the spinner below is shown only while that chunk really loads.
const MaintenanceServiceDetail = lazy(() => import('./MaintenanceServiceDetail'));

/** /maintenance/:serviceName: matched by slug, or by name with hyphens read as spaces. */
export default function MaintenanceServicePage() {
  return (
    <CatalogueContent page="maintenance" answer={maintenancePageAnswer}>
      {(maintenance) => <FoundOrNot maintenance={maintenance} />}
    </CatalogueContent>
  );
}

function FoundOrNot({ maintenance }: { maintenance: MaintenancePageResponse }) {
  const { serviceName = '' } = useParams();
  const service = findBySlugOrName(maintenance.services, serviceName);

  if (!service) {
    return (
      <PageContainer>
        <StatusPanel
          headingLevel={1}
          icon={SearchIcon}
          title={MAINTENANCE_MESSAGES.notFoundTitle}
          actions={
            <Button as={Link} to={paths.maintenance()}>
              {MAINTENANCE_MESSAGES.backToServices}
            </Button>
          }
        >
          {MAINTENANCE_MESSAGES.notFoundBody}
        </StatusPanel>
      </PageContainer>
    );
  }

  return (
    <Suspense fallback={<Spinner label={MAINTENANCE_MESSAGES.loadingService} />}>
      <MaintenanceServiceDetail service={service} maintenance={maintenance} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  maintenancePageAnswer,
  findBySlugOrName,
  type MaintenancePageResponse,
} from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, Spinner, useMessages } from '@marketplace/shared/ui';
import { SearchIcon } from '@marketplace/shared/icons';
import { CatalogueContent } from '../../../components/CatalogueContent';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { maintenanceCatalogue } from '../catalogue';

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
  const t = useMessages(maintenanceCatalogue);
  const { serviceName = '' } = useParams();
  const service = findBySlugOrName(maintenance.services, serviceName);

  if (!service) {
    return (
      <PageContainer>
        <StatusPanel
          headingLevel={1}
          icon={SearchIcon}
          title={t.notFoundTitle}
          actions={
            <Button as={Link} to={paths.maintenance()}>
              {t.backToServices}
            </Button>
          }
        >
          {t.notFoundBody}
        </StatusPanel>
      </PageContainer>
    );
  }

  return (
    <Suspense fallback={<Spinner label={t.loadingService} />}>
      <MaintenanceServiceDetail service={service} maintenance={maintenance} />
    </Suspense>
  );
}

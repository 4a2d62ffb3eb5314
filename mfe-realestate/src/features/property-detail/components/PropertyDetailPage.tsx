// /property-details/:id (store-backed detail, both specs): gallery, About, Amenities, Nearby Places
// and the side panel with its actions. `?action=contact|visit` (from a listing card) opens that
// form on arrival.
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { INVALID_RESPONSE_CODE, isApiError } from '@marketplace/shared/api-client';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, Spinner, media, useMessages } from '@marketplace/shared/ui';
import { ChevronLeftIcon } from '@marketplace/shared/icons';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { useWishlist } from '../../../lib/wishlist/use-wishlist';
import { useProperty } from '../api/get-property';
import { useCountView } from '../api/count-view';
import { detailCatalogue } from '../catalogue';
import { DetailSections } from './DetailSections';
import { DetailSidePanel } from './DetailSidePanel';
import { Gallery } from './Gallery';

// The two forms, with the enquiry contracts they validate with, load the first time one opens,
// not with the page (the page's bytes and first render).
const ContactAgentModal = lazy(() =>
  import('./ContactAgentModal').then((m) => ({ default: m.ContactAgentModal })),
);
const ScheduleVisitModal = lazy(() =>
  import('./ScheduleVisitModal').then((m) => ({ default: m.ScheduleVisitModal })),
);

/** True from the first render where `value` is true on: a form stays mounted once opened. */
function useTrueOnceTrue(value: boolean): boolean {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return was || value;
}

// Phones: gallery, then the panel with the price and actions, then the sections. Wide screens:
// the panel stays beside both, sticky.
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'gallery' 'panel' 'sections';
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  & > aside {
    grid-area: panel;
  }

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) 380px;
    grid-template-areas: 'gallery panel' 'sections panel';
    column-gap: ${({ theme }) => theme.space.xl};

    & > aside {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
    }
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

type DetailAction = 'contact' | 'visit';

export default function PropertyDetailPage() {
  const t = useMessages(detailCatalogue);
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data: property, error, isLoading, mutate } = useProperty(id);
  const wishlist = useWishlist();
  useCountView(property);
  const action = search.get('action') as DetailAction | null;
  const setAction = (next: DetailAction | null) =>
    setSearch(next ? { action: next } : {}, { replace: true });
  const contactOpen = action === 'contact';
  const visitOpen = action === 'visit' && property?.schedule_visit_enabled === true;
  const contactMounted = useTrueOnceTrue(contactOpen);
  const visitMounted = useTrueOnceTrue(visitOpen);

  if (isLoading) return <Spinner label={t.loading} />;
  if (error) {
    if (isApiError(error) && error.status === 404) {
      return (
        <PageContainer>
          <StatusPanel
            framed
            headingLevel={1}
            title={t.notFoundTitle}
            actions={
              <>
                <Button as={Link} to={paths.realEstate()}>
                  {t.browse}
                </Button>
                <Button as={Link} to={paths.home()} variant="ghost">
                  {t.goHome}
                </Button>
              </>
            }
          >
            {t.notFoundText}
          </StatusPanel>
        </PageContainer>
      );
    }
    if (!(isApiError(error) && error.code === INVALID_RESPONSE_CODE)) {
      return (
        <PageContainer>
          <StatusPanel
            framed
            tone="danger"
            headingLevel={1}
            title={t.errorTitle}
            actions={<Button onClick={() => void mutate()}>{t.tryAgain}</Button>}
          >
            {error instanceof Error ? error.message : String(error)}
          </StatusPanel>
        </PageContainer>
      );
    }
  }
  if (!property) {
    return (
      <PageContainer>
        <StatusPanel framed headingLevel={1} title={t.noData} />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <BackLink to={paths.realEstate()}>
        <ChevronLeftIcon size={18} />
        {t.back}
      </BackLink>
      <Grid>
        <div style={{ gridArea: 'gallery', minWidth: 0 }}>
          <Gallery property={property} wishlist={wishlist} />
        </div>
        <div style={{ gridArea: 'sections', minWidth: 0 }}>
          <DetailSections property={property} />
        </div>
        <DetailSidePanel
          property={property}
          onContact={() => setAction('contact')}
          onSchedule={() => setAction('visit')}
        />
      </Grid>
      <Suspense fallback={null}>
        {contactMounted && (
          <ContactAgentModal
            property={property}
            open={contactOpen}
            onClose={() => setAction(null)}
          />
        )}
        {visitMounted && (
          <ScheduleVisitModal
            property={property}
            open={visitOpen}
            onClose={() => setAction(null)}
          />
        )}
      </Suspense>
    </PageContainer>
  );
}

// The Properties tab (spec: Property administration): the listings for sale or for rent, their
// stat cards, search over name and location, the price-range filter, Add Property, the
// server-paged grid, the modal form and delete.
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  PRICE_RANGES,
  PROPERTY_PURPOSES,
  type PriceRange,
  type Property,
  type PropertyPurpose,
} from '@marketplace/shared/contracts';
import { Button, Spinner, media, useMessages } from '@marketplace/shared/ui';
import { commonCatalogue } from '../../../components/catalogue';
import { ErrorBanner, SuccessBanner } from '../../../components/Banner';
import { Pager } from '../../../components/Pager';
import { useFlash } from '../../../lib/use-flash';
import { ADMIN_PAGE_SIZE, deleteProperty } from '../api/admin-properties';
import { useAdminProperties } from '../hooks/use-admin-properties';
import { propertiesCatalogue } from './catalogue';
import { PropertyCard } from './PropertyCard';
import { StatCards } from './StatCards';

// The form (its dialog, fields and checks) is downloaded when a manager opens it, not with the tab.
const PropertyFormModal = lazy(() =>
  import('./PropertyFormModal').then((m) => ({ default: m.PropertyFormModal })),
);

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;

  input,
  select {
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }

  input {
    flex: 1 1 16rem;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

type Editing = { property: Property | null } | null;

export function PropertiesTab() {
  const t = useMessages(propertiesCatalogue);
  const common = useMessages(commonCatalogue);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const [purpose, setPurpose] = useState<PropertyPurpose>('sale');
  const [priceRange, setPriceRange] = useState<PriceRange | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [success, flash] = useFlash();
  const [actionError, setActionError] = useState<string | null>(null);
  const { list, stats, refresh } = useAdminProperties({ purpose, q, priceRange, page });

  const onDelete = async (property: Property) => {
    if (!window.confirm(t.confirmDelete)) return;
    setActionError(null);
    try {
      flash(await deleteProperty(property.id));
      await refresh();
    } catch (error) {
      setActionError(isApiError(error) ? error.message : ERROR_DEFAULTS.deleteProperty);
    }
  };

  const onSaved = async (message: string) => {
    setEditing(null);
    flash(message);
    await refresh();
  };

  const listError = list.error
    ? isApiError(list.error)
      ? list.error.message
      : ERROR_DEFAULTS.fetchProperties
    : null;
  const data = list.data;

  return (
    <section aria-label={t.section}>
      <StatCards stats={stats.data} purpose={purpose} />
      <Toolbar>
        <select
          aria-label={t.purposeLabel}
          value={purpose}
          onChange={(event) => {
            setPurpose(event.target.value as PropertyPurpose);
            setPage(1);
          }}
        >
          {PROPERTY_PURPOSES.map((value) => (
            <option key={value} value={value}>
              {common.purpose[value]}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <select
          aria-label={t.rangeLabel}
          value={priceRange}
          onChange={(event) => {
            setPriceRange(event.target.value as PriceRange | '');
            setPage(1);
          }}
        >
          <option value="">{t.rangeAll}</option>
          {PRICE_RANGES.map((range) => (
            <option key={range} value={range}>
              {common.priceRange[purpose][range]}
            </option>
          ))}
        </select>
        <Button onClick={() => setEditing({ property: null })}>{t.add}</Button>
      </Toolbar>
      {success && <SuccessBanner>{success}</SuccessBanner>}
      {actionError && <ErrorBanner>{actionError}</ErrorBanner>}
      {listError && <ErrorBanner>{listError}</ErrorBanner>}
      {!data && !listError && <Spinner label={t.loading} />}
      {data && data.data.length === 0 && <p>{t.empty}</p>}
      {data && data.data.length > 0 && (
        <Grid>
          {data.data.map((property) => (
            <PropertyCard
              key={property.id}
              property={property}
              onEdit={(p) => setEditing({ property: p })}
              onDelete={(p) => void onDelete(p)}
            />
          ))}
        </Grid>
      )}
      {data && (
        <Pager
          page={page}
          total={data.total}
          limit={ADMIN_PAGE_SIZE}
          label={t.pager}
          onPage={setPage}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <PropertyFormModal
            property={editing.property}
            onClose={() => setEditing(null)}
            onSaved={(message) => void onSaved(message)}
            onConflict={() => void refresh()}
          />
        </Suspense>
      )}
    </section>
  );
}

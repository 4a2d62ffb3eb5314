// /real-estate (catalogue spec, Real-estate listing): search, filters (side panel >= 640 px, drawer
// below), the count, sort, cards and pages; everything filtered on the server and kept in the URL.
import { useCallback, useEffect, useState } from 'react';
import {
  PROPERTY_PURPOSES,
  PROPERTY_SORTS,
  savedSearchQuery,
  type PropertySort,
} from '@marketplace/shared/contracts-properties';
import { Button, PageContainer, PathLink, useMessages } from '@marketplace/shared/ui';
import { FilterIcon } from '@marketplace/shared/icons';
import { useWishlist } from '../../../lib/wishlist/use-wishlist';
import { useProperties } from '../api/get-properties';
import {
  activeFilterCount,
  DEFAULT_SORT,
  PAGE_SIZE,
  purposeChange,
  searchFromFilters,
} from '../filters';
import { useDraft } from '../hooks/use-draft';
import { useListingFilters } from '../hooks/use-listing-filters';
import { listingCatalogue } from '../catalogue';
import { FilterDrawer } from './FilterDrawer';
import { FilterPanel } from './FilterPanel';
import * as L from './listing-layout';
import { ListingResults } from './ListingResults';
import { Pager } from './Pager';
import { SaveSearch } from './SaveSearch';
import { ownPaths } from '../../../lib/own-paths';

export default function RealEstatePage() {
  const { listing: t } = useMessages(listingCatalogue);
  const { filters, update, clear } = useListingFilters();
  const list = useProperties(filters);
  const wishlist = useWishlist();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [query, setQuery] = useDraft(filters.q ?? '', (text) =>
    update({ q: text.trim() || undefined }, { replace: true }),
  );
  const active = activeFilterCount(filters);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A page past the last one (an old link, a hand-typed ?page=99) has no cards although
  // properties match: the visitor is taken to the last page, in place of the address, rather
  // than told that nothing was found (docs/decisions/realestate-listing-ui.md).
  const pastTheEnd =
    data !== undefined &&
    !list.isValidating &&
    data.data.length === 0 &&
    data.total > 0 &&
    (filters.page ?? 1) > pages;
  const purpose = filters.purpose ?? 'sale';
  const savedQuery = savedSearchQuery(searchFromFilters(filters).toString());
  // The counts of the answer on screen (the previous one while the next loads).
  const panel = {
    filters,
    onChange: update,
    onClear: clear,
    facets: data?.facets,
    approximate: data?.approximate ?? false,
  };
  // Stable callbacks: the filter panel, the drawer and the results are memoised.
  const { mutate } = list;
  const retry = useCallback(() => void mutate(), [mutate]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useEffect(() => {
    if (pastTheEnd) update({ page: pages }, { replace: true });
  }, [pastTheEnd, pages, update]);
  const shown = pastTheEnd ? undefined : data;

  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <L.Hero>
        <L.HeroInner>
          <h1>{t.heading}</h1>
          <p>
            {t.intro}{' '}
            <L.PostLink as={PathLink} to={ownPaths.postProperty()}>
              {t.postProperty}
            </L.PostLink>
          </p>
          <L.Purposes role="group" aria-label={t.purposeLabel}>
            {PROPERTY_PURPOSES.map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={purpose === choice}
                onClick={() => update(purposeChange(choice))}
              >
                {t.purposes[choice]}
              </button>
            ))}
          </L.Purposes>
          <form role="search" onSubmit={(event) => event.preventDefault()}>
            <L.SearchInput
              type="search"
              aria-label={t.searchLabel}
              placeholder={t.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
        </L.HeroInner>
      </L.Hero>
      <PageContainer>
        <L.Layout>
          <L.Sidebar aria-label={t.filters}>
            <L.SectionHeading>{t.filters}</L.SectionHeading>
            <FilterPanel {...panel} />
          </L.Sidebar>
          <div>
            <L.Toolbar>
              <L.DrawerToggle>
                <Button variant="ghost" onClick={() => setDrawerOpen(true)}>
                  <FilterIcon size={18} />
                  {t.showFilters(active)}
                </Button>
              </L.DrawerToggle>
              <p role="status" aria-live="polite">
                {shown ? t.count(shown.data.length, shown.total, shown.approximate) : '\u00a0'}
              </p>
              <label>
                {t.sortLabel}
                <select
                  value={filters.sort ?? DEFAULT_SORT}
                  onChange={(event) => update({ sort: event.target.value as PropertySort })}
                >
                  {PROPERTY_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t.sortName(sort, purpose)}
                    </option>
                  ))}
                </select>
              </label>
              {/* Keyed by the search: other filters make another search, and the form starts again. */}
              <SaveSearch key={savedQuery} query={savedQuery} />
            </L.Toolbar>
            <L.SectionHeading>{t.results}</L.SectionHeading>
            <ListingResults
              data={shown}
              error={list.error as Error | undefined}
              isLoading={list.isValidating}
              isStale={list.isValidating && Boolean(data)}
              wishlist={wishlist}
              onRetry={retry}
              onClear={clear}
            />
            {shown && shown.data.length > 0 ? (
              <Pager page={filters.page ?? 1} pages={pages} onPage={goToPage} />
            ) : null}
          </div>
        </L.Layout>
      </PageContainer>
      <FilterDrawer open={drawerOpen} onClose={closeDrawer} {...panel} />
    </>
  );
}

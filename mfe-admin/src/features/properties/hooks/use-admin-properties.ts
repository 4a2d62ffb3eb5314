import useSWR from 'swr';
import {
  fetchPropertyPage,
  fetchPropertyStats,
  type AdminListFilters,
} from '../api/admin-properties';

/**
 * One page of the grid and the stat cards, of the listings for sale or for rent; `refresh` reloads
 * both after a write.
 */
export function useAdminProperties(filters: AdminListFilters) {
  const list = useSWR(
    ['admin-properties', filters.purpose, filters.q, filters.priceRange, filters.page],
    () => fetchPropertyPage(filters),
  );
  const stats = useSWR(['admin-property-stats', filters.purpose], () =>
    fetchPropertyStats(filters.purpose),
  );
  const refresh = async () => {
    await Promise.all([list.mutate(), stats.mutate()]);
  };
  return { list, stats, refresh };
}

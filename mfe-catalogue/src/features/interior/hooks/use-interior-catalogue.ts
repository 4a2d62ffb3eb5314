import { useMemo, useState } from 'react';
import {
  INTERIOR_CATEGORIES,
  subCategoriesOf,
  type InteriorCategory,
  type InteriorDesign,
} from '@marketplace/shared/contracts-catalogue';
import { useMessages } from '@marketplace/shared/ui';
import { interiorCatalogue } from '../catalogue';
import { filterDesigns } from '../filter-designs';
import type { PriceBand } from '../messages';

export type ViewMode = 'grid' | 'list';

const FIRST_CATEGORY: InteriorCategory = INTERIOR_CATEGORIES[0].name;

/** The sub-categories of an interior category; the first is selected when the category changes. */
export const interiorSubCategories = (category: InteriorCategory) =>
  subCategoriesOf(INTERIOR_CATEGORIES, category);

/** Page state of the interior catalogue (docs/product/catalogue.md "Interior design"). */
export function useInteriorCatalogue(published: readonly InteriorDesign[]) {
  const t = useMessages(interiorCatalogue);
  const [category, setCategory] = useState<InteriorCategory>(FIRST_CATEGORY);
  const [subCategory, setSubCategory] = useState(interiorSubCategories(FIRST_CATEGORY)[0] ?? '');
  const [search, setSearch] = useState('');
  const [priceBand, setPriceBand] = useState<PriceBand>('all');
  const [view, setView] = useState<ViewMode>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(() => new Set());

  const designs = useMemo(
    () => filterDesigns(published, { category, subCategory, search, priceBand }),
    [published, category, subCategory, search, priceBand],
  );

  return {
    category,
    subCategory,
    search,
    priceBand,
    view,
    filtersOpen,
    favourites,
    designs,
    summary: t.resultLine(designs.length, t.categoryName(subCategory), search),
    /** Changing category resets the sub-category to that category's first. */
    selectCategory(next: InteriorCategory) {
      setCategory(next);
      setSubCategory(interiorSubCategories(next)[0] ?? '');
    },
    selectSubCategory: setSubCategory,
    setSearch,
    setPriceBand,
    setView,
    toggleFilters: () => setFiltersOpen((open) => !open),
    toggleFavourite(id: string) {
      setFavourites((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
  };
}

export type InteriorCatalogue = ReturnType<typeof useInteriorCatalogue>;

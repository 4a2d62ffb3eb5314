import { useState } from 'react';
import {
  HOMECARE_CATEGORIES,
  HOMECARE_LOCATION_SUBCATEGORY,
} from '@marketplace/shared/contracts-catalogue';
import type { HomecareFilter } from '../filter-services';

const firstSubCategory = (category: { subCategories: readonly string[] } | undefined) =>
  category?.subCategories[0] ?? '';

export interface HomecareFilters extends HomecareFilter {
  subCategories: readonly string[];
  selectCategory: (name: string) => void;
  selectSubCategory: (name: string) => void;
  setSearch: (text: string) => void;
}

/** Category, sub-category and search of the homecare page. */
export function useHomecareFilters(): HomecareFilters {
  const initial = HOMECARE_CATEGORIES[0];
  const [category, setCategory] = useState<string>(initial?.name ?? '');
  const [subCategory, setSubCategory] = useState<string>(firstSubCategory(initial));
  const [search, setSearch] = useState('');
  const subCategories: readonly string[] =
    HOMECARE_CATEGORIES.find((c) => c.name === category)?.subCategories ?? [];

  return {
    category,
    subCategory,
    search,
    subCategories,
    // Spec: choosing a category selects its first sub-category.
    selectCategory: (name) => {
      const next = HOMECARE_CATEGORIES.find((c) => c.name === name);
      if (!next) return;
      setCategory(next.name);
      setSubCategory(firstSubCategory(next));
    },
    // Spec: the 'Location' sub-category does nothing.
    selectSubCategory: (name) => {
      if (name === HOMECARE_LOCATION_SUBCATEGORY || !subCategories.includes(name)) return;
      setSubCategory(name);
    },
    setSearch,
  };
}

import { useMessages } from '@marketplace/shared/ui';
import { INTERIOR_CATEGORIES } from '@marketplace/shared/contracts-catalogue';
import { interiorSubCategories } from '../hooks/use-interior-catalogue';
import type { InteriorCatalogue } from '../hooks/use-interior-catalogue';
import { interiorCatalogue } from '../catalogue';
import { ToggleButton, ToggleRow } from './controls';

type CategoryRowsProps = Pick<
  InteriorCatalogue,
  'category' | 'subCategory' | 'selectCategory' | 'selectSubCategory'
>;

/** The category row and the sub-category row that depends on it. */
export function CategoryRows({
  category,
  subCategory,
  selectCategory,
  selectSubCategory,
}: CategoryRowsProps) {
  const M = useMessages(interiorCatalogue);
  return (
    <>
      <ToggleRow role="group" aria-label={M.categoriesLabel}>
        {INTERIOR_CATEGORIES.map(({ name }) => (
          <ToggleButton
            key={name}
            type="button"
            aria-pressed={name === category}
            onClick={() => selectCategory(name)}
          >
            {M.categoryName(name)}
          </ToggleButton>
        ))}
      </ToggleRow>
      <ToggleRow role="group" aria-label={M.subCategoriesLabel}>
        {interiorSubCategories(category).map((name) => (
          <ToggleButton
            key={name}
            type="button"
            aria-pressed={name === subCategory}
            onClick={() => selectSubCategory(name)}
          >
            {M.categoryName(name)}
          </ToggleButton>
        ))}
      </ToggleRow>
    </>
  );
}

import styled from 'styled-components';
import {
  HOMECARE_CATEGORIES,
  HOMECARE_LOCATION_SUBCATEGORY,
} from '@marketplace/shared/contracts-catalogue';
import { focusRing, useMessages } from '@marketplace/shared/ui';
import { MapPinIcon } from '@marketplace/shared/icons';
import { homecareCatalogue } from '../catalogue';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xxs}`};
  margin-bottom: ${({ theme }) => theme.space.md};
  scrollbar-width: thin;
`;

const Chip = styled.button<{ $active: boolean; $small?: boolean }>`
  flex: 0 0 auto;
  min-height: 40px;
  padding: ${({ theme, $small }) => ($small ? `${theme.space.xs} ${theme.space.md}` : `${theme.space.sm} ${theme.space.lg}`)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryContrast : theme.colors.primary)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &[aria-disabled='true'] {
    border-style: dashed;
    opacity: 0.6;
    cursor: not-allowed;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export interface CategoryTabsProps {
  category: string;
  subCategory: string;
  subCategories: readonly string[];
  onCategory: (name: string) => void;
  onSubCategory: (name: string) => void;
}

/** The category row and the sub-category row that depends on it. */
export function CategoryTabs({
  category,
  subCategory,
  subCategories,
  onCategory,
  onSubCategory,
}: CategoryTabsProps) {
  const t = useMessages(homecareCatalogue);
  return (
    <>
      <Row role="group" aria-label={t.categoriesLabel}>
        {HOMECARE_CATEGORIES.map((c) => (
          <Chip
            key={c.name}
            type="button"
            $active={c.name === category}
            aria-pressed={c.name === category}
            onClick={() => onCategory(c.name)}
          >
            {t.categoryName(c.name)}
          </Chip>
        ))}
      </Row>
      <Row role="group" aria-label={t.subCategoriesLabel}>
        {subCategories.map((name) => {
          // 'Location' is listed by the spec but filters nothing: it stays visible and focusable,
          // says why it is inert, and ignores clicks.
          const inert = name === HOMECARE_LOCATION_SUBCATEGORY;
          return (
            <Chip
              key={name}
              type="button"
              $small
              $active={!inert && name === subCategory}
              aria-pressed={!inert && name === subCategory}
              aria-disabled={inert || undefined}
              title={inert ? t.locationTitle : undefined}
              onClick={() => onSubCategory(name)}
            >
              {inert ? (
                <>
                  <MapPinIcon />{' '}
                </>
              ) : null}
              {t.categoryName(name)}
            </Chip>
          );
        })}
      </Row>
    </>
  );
}

// The interior pages' texts in every language (docs/i18n.md): English bundled, Hindi a chunk of
// its own, downloaded when Hindi is shown. The process steps are in their order; the price bands,
// furniture tabs and styles by their value.
import { defineCatalogue } from '@marketplace/shared/ui';
import {
  FURNITURE_CATEGORIES,
  type FurnitureCategoryId,
} from '@marketplace/shared/contracts-catalogue';
import {
  FURNITURE_TAB_DESCRIPTIONS,
  INTERIOR_MESSAGES,
  INTERIOR_PROCESS,
  INTERIOR_STYLE_CHIPS,
  PRICE_BANDS,
  type InteriorStyle,
  type PriceBand,
} from './messages';

export const INTERIOR_TEXTS = {
  ...INTERIOR_MESSAGES,
  priceBands: Object.fromEntries(PRICE_BANDS.map(({ value, label }) => [value, label])) as Record<
    PriceBand,
    string
  >,
  process: INTERIOR_PROCESS.map(({ title, text }) => ({ title, text })),
  furnitureTabs: FURNITURE_TAB_DESCRIPTIONS,
  furnitureNames: Object.fromEntries(
    FURNITURE_CATEGORIES.map(({ id, name }) => [id, name]),
  ) as Record<FurnitureCategoryId, string>,
  styles: Object.fromEntries(INTERIOR_STYLE_CHIPS.map(({ name }) => [name, name])) as Record<
    InteriorStyle,
    string
  >,
};

export const interiorCatalogue = defineCatalogue(INTERIOR_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-interior" */ './messages.hi'),
});

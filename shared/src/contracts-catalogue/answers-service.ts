// The check of a bookable home service, shared by the pages that draw them (answers-common.ts says why one module per answer).
import { isString, objectOf } from '@marketplace/shared/contracts-core';
import type { CatalogueService } from '../contracts/catalogue';
import { isIcon, isPrice, isStrings } from './answers-common';

export const isService = objectOf<CatalogueService>({
  key: isString,
  slug: isString,
  name: isString,
  picture: isString,
  icon: isIcon,
  summary: isString,
  description: isString,
  included: isStrings,
  price: isPrice,
});

// The maintenance pages' answer check (answers-common.ts says why one module per answer).
import { isString, listOf, objectOf, orNull } from '@marketplace/shared/contracts-core';
import type { MaintenancePageResponse, MaintenanceService } from '../contracts/catalogue';
import { isIcon, isPrice, isStrings, pageOf } from './answers-common';
import { isFigure } from './answers-figure';
import { isService } from './answers-service';

const isMaintenanceService = objectOf<MaintenanceService>({
  key: isString,
  slug: isString,
  name: isString,
  picture: isString,
  gallery: listOf(
    objectOf<MaintenanceService['gallery'][number]>({ picture: isString, label: isString }),
  ),
  icon: isIcon,
  description: isString,
  detailedDescription: isString,
  features: isStrings,
  about: isString,
  quote: objectOf<MaintenanceService['quote']>({ text: isString, author: isString }),
  price: isPrice,
  relatedServiceKey: orNull(isString),
});

export const maintenancePageAnswer = pageOf<MaintenancePageResponse>({
  services: listOf(isMaintenanceService),
  related: listOf(isService),
  figures: listOf(isFigure),
});

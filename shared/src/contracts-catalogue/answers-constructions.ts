// The construction pages' answer check (answers-common.ts says why one module per answer).
import { isString, listOf, objectOf } from '@marketplace/shared/contracts-core';
import type { ConstructionPackage, ConstructionsPageResponse } from '../contracts/catalogue';
import { isIcon, isPrice, isStrings, pageOf } from './answers-common';
import { isFigure } from './answers-figure';

const isPackage = objectOf<ConstructionPackage>({
  key: isString,
  name: isString,
  picture: isString,
  icon: isIcon,
  description: isString,
  detailedDescription: isString,
  features: isStrings,
  price: isPrice,
  timeline: isString,
  badge: isString,
  color: isString,
  borderColor: isString,
  savings: isString,
});

export const constructionsPageAnswer = pageOf<ConstructionsPageResponse>({
  packages: listOf(isPackage),
  figures: listOf(isFigure),
});

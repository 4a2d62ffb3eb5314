// The homecare page's answer check (answers-common.ts says why one module per answer).
import {
  isNumber,
  isString,
  isInteger,
  listOf,
  objectOf,
  orNull,
} from '@marketplace/shared/contracts-core';
import type { HomecarePageResponse, HomecareService } from '../contracts/catalogue';
import { isIcon, isPrice, pageOf } from './answers-common';
import { isFigure } from './answers-figure';

const isHomecareService = objectOf<HomecareService>({
  key: isString,
  name: isString,
  picture: isString,
  icon: isIcon,
  rating: isNumber,
  reviews: isString,
  price: isPrice,
  originalPrice: orNull(isInteger),
  category: isString,
  subCategory: isString,
  description: isString,
});

export const homecarePageAnswer = pageOf<HomecarePageResponse>({
  services: listOf(isHomecareService),
  figures: listOf(isFigure),
});

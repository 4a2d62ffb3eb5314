// The interior pages' answer check (answers-common.ts says why one module per answer).
import {
  isInteger,
  isNumber,
  isString,
  listOf,
  objectOf,
  orNull,
} from '@marketplace/shared/contracts-core';
import type { FurnitureItem, InteriorDesign, InteriorPageResponse } from '../contracts/catalogue';
import { isPrice, isStrings, pageOf } from './answers-common';

const isDesign = objectOf<InteriorDesign>({
  key: isString,
  slug: isString,
  name: isString,
  picture: orNull(isString),
  rating: isNumber,
  reviews: isInteger,
  price: isPrice,
  originalPrice: orNull(isInteger),
  category: isString,
  subCategory: isString,
  description: isString,
  features: isStrings,
  duration: isString,
  portfolio: isInteger,
});

const isFurniture = objectOf<FurnitureItem>({
  key: isString,
  category: isString,
  title: isString,
  picture: isString,
  features: isStrings,
  price: isPrice,
  rating: isNumber,
  reviews: isInteger,
  badge: isString,
  description: isString,
});

export const interiorPageAnswer = pageOf<InteriorPageResponse>({
  designs: listOf(isDesign),
  furniture: listOf(isFurniture),
});

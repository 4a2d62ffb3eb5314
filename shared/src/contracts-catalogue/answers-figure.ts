// The check of a figure (a stat tile), shared by the pages that draw figures (answers-common.ts says why one module per answer).
import { isString, objectOf } from '@marketplace/shared/contracts-core';
import type { Figure } from '../contracts/catalogue';
import { isIcon } from './answers-common';

export const isFigure = objectOf<Figure>({
  key: isString,
  // Any text: each page keeps the sets it draws, so a set it does not know shows nowhere.
  set: isString,
  number: isString,
  label: isString,
  icon: isIcon,
});
